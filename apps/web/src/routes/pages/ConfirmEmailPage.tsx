import { pagePaths } from '@keyshop/contracts';
import { confirmEmailChange } from '../../api/verification';
import { EmailLinkPage } from '../../components/account/EmailLinkPage';
import { noindexMeta } from '../../seo';

/** A personal link: never indexed. */
export const meta = noindexMeta;

/** /confirm-email?token=: the link e-mailed to a new address makes it the account's (every session ends). */
export default function ConfirmEmailPage() {
  return (
    <EmailLinkPage
      title="Confirm your new e-mail address"
      confirm={confirmEmailChange}
      next={{ to: pagePaths.login, label: 'Log in' }}
    />
  );
}
