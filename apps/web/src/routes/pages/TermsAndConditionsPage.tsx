import { termsAndConditions } from '../../content/termsAndConditions';
import { ContentRoute } from '../ContentRoute';

/** /TermsAndConditions: the terms of sale, with the withdrawal information. */
export function TermsAndConditionsPage() {
  return <ContentRoute content={termsAndConditions} />;
}

export default TermsAndConditionsPage;
