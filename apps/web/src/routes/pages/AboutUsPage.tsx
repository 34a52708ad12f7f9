import { aboutUs } from '../../content/aboutUs';
import { ContentRoute } from '../ContentRoute';

/** /AboutUs: the company, what it sells and how it works. */
export function AboutUsPage() {
  return <ContentRoute content={aboutUs} />;
}

export default AboutUsPage;
