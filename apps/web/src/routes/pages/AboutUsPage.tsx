import { aboutUs } from '../../content/aboutUs';
import { ContentRoute } from './ContentPage';
import { publicPageMeta } from '../../seo';

/** /AboutUs: the company, what it sells and how it works. */
export function AboutUsPage() {
  return <ContentRoute content={aboutUs} />;
}

export const meta = publicPageMeta({ path: '/AboutUs', title: aboutUs.title, description: aboutUs.intro });

export default AboutUsPage;
