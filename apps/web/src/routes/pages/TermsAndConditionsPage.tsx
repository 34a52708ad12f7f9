import { termsAndConditions } from '../../content/termsAndConditions';
import { ContentRoute } from './ContentPage';
import { publicPageMeta } from '../../seo';

/** /TermsAndConditions: the terms of sale, with the withdrawal information. */
export function TermsAndConditionsPage() {
  return <ContentRoute content={termsAndConditions} />;
}

export const meta = publicPageMeta({
  path: '/TermsAndConditions',
  title: termsAndConditions.title,
  description: termsAndConditions.intro,
});

export default TermsAndConditionsPage;
