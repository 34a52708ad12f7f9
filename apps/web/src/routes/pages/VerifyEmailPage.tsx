import { pagePaths } from '@keyshop/contracts';
import { verifyEmail } from '../../api/verification';
import { EmailLinkPage } from '../../components/account/EmailLinkPage';
import { noindexMeta } from '../../seo';

/** A personal link: never indexed. */
export const meta = noindexMeta;

/** /verify-email?token=: the link e-mailed at registration confirms the address. */
export default function VerifyEmailPage() {
  return (
    <EmailLinkPage
      title="Confirm your e-mail address"
      confirm={verifyEmail}
      next={{ to: pagePaths.account, label: 'Go to My Account' }}
    />
  );
}
