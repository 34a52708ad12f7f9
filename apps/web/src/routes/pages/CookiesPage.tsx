import { cookies } from '../../content/cookies';
import { ContentRoute } from './ContentPage';
import { publicPageMeta } from '../../seo';

/** /Cookies: what the store keeps in the browser and why. */
export function CookiesPage() {
  return <ContentRoute content={cookies} />;
}

export const meta = publicPageMeta({ path: '/Cookies', title: cookies.title, description: cookies.intro });

export default CookiesPage;
