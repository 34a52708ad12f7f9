import { privacyPolicy } from '../../content/privacyPolicy';
import { ContentRoute } from '../ContentRoute';

/** /PrivacyPolicy: how personal data is processed under the GDPR. */
export function PrivacyPolicyPage() {
  return <ContentRoute content={privacyPolicy} />;
}

export default PrivacyPolicyPage;
