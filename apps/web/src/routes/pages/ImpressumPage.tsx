import { impressum } from '../../content';
import { ContentRoute } from '../ContentRoute';

/** /Impressum: the legally required company details. */
export function ImpressumPage() {
  return <ContentRoute content={impressum} />;
}
