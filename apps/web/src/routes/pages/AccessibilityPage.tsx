import { accessibility } from '../../content/accessibility';
import { ContentRoute } from '../ContentRoute';

/** /Accessibility: the accessibility statement (WCAG 2.1 AA, partly conformant). */
export function AccessibilityPage() {
  return <ContentRoute content={accessibility} />;
}

export default AccessibilityPage;
