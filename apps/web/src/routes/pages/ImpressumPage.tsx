import { impressum } from '../../content/impressum';
import { ContentRoute } from '../ContentRoute';

/** /Impressum: the legally required company details. */
export function ImpressumPage() {
  return <ContentRoute content={impressum} />;
}

export default ImpressumPage;
