import { pagePaths } from '@keyshop/contracts';
import { Page } from '@keyshop/ui';
import { Navigate } from 'react-router';
import { useAuth } from '../../state/auth';
import { SupportForm } from '../../components/SupportForm';
import { pageTitle } from '../../lib/title';
import { publicPageMeta } from '../../seo';

/** /support: the support form for visitors; a signed-in user gets the account's Customer Support tab. */
export function SupportPage() {
  const { user } = useAuth();
  if (user) return <Navigate to="/account?tab=support" replace />;
  return (
    <Page title="Support" width="narrow">
      <title>{pageTitle('Support')}</title>
      <p>Tell us what you need help with and how to reach you. Our support team is available 24/7.</p>
      <SupportForm />
    </Page>
  );
}

export const meta = publicPageMeta({
  path: pagePaths.support,
  title: 'Support',
  description: 'Write to the Keyshop support team about an order, a key or your account; we answer 24/7.',
});

export default SupportPage;
