import { cookies } from '../../content/cookies';
import { ContentRoute } from '../ContentRoute';

/** /Cookies: what the store keeps in the browser and why. */
export function CookiesPage() {
  return <ContentRoute content={cookies} />;
}

export default CookiesPage;
