import { impressum } from '../../content/impressum';
import { ContentRoute } from './ContentPage';
import { publicPageMeta } from '../../seo';

/** /Impressum: the legally required company details. */
export function ImpressumPage() {
  return <ContentRoute content={impressum} />;
}

export const meta = publicPageMeta({
  path: '/Impressum',
  title: impressum.title,
  description: impressum.intro,
});

export default ImpressumPage;
