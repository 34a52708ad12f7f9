import { accessibility } from '../../content/accessibility';
import { ContentRoute } from './ContentPage';
import { publicPageMeta } from '../../seo';

/** /Accessibility: the accessibility statement (WCAG 2.1 AA, partly conformant). */
export function AccessibilityPage() {
  return <ContentRoute content={accessibility} />;
}

export const meta = publicPageMeta({
  path: '/Accessibility',
  title: accessibility.title,
  description: accessibility.intro,
});

export default AccessibilityPage;
