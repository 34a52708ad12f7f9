import { privacyPolicy } from '../../content/privacyPolicy';
import { ContentRoute } from './ContentPage';
import { publicPageMeta } from '../../seo';

/** /PrivacyPolicy: how personal data is processed under the GDPR. */
export function PrivacyPolicyPage() {
  return <ContentRoute content={privacyPolicy} />;
}

export const meta = publicPageMeta({
  path: '/PrivacyPolicy',
  title: privacyPolicy.title,
  description: privacyPolicy.intro,
});

export default PrivacyPolicyPage;
