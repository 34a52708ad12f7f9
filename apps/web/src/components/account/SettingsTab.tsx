import type { User } from '@keyshop/contracts';
import { EmailSettings, PasswordSettings, ProfileSettings } from '@keyshop/ui';
import { updateEmail, updatePassword, updateProfile } from '../../api/users';
import { auth } from '../../state/auth';
import { notify } from '../../state/notify';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { CountrySetting } from './CountrySetting';
import { DeleteAccountSection } from './DeleteAccountSection';
import { SignOutEverywhere } from './SignOutEverywhere';

/**
 * One settings form wired to its API call: failures are error toasts (server message or the call's
 * fallback); success toasts `successText`, then `after` runs (sign out and sign in again).
 */
function useSetting<A extends unknown[]>(
  call: (...args: A) => Promise<unknown>,
  successText: string | null,
  after: () => void,
) {
  const { status, run } = useFormSubmit();
  const save = async (...args: A) => {
    const result = await run(() => call(...args));
    if (!result.ok) {
      if (result.message) notify.error(result.message);
      return;
    }
    if (successText) notify.success(successText);
    after();
  };
  // The toast reports failures; the form only shows that it is busy.
  return { status: status === 'error' ? ('idle' as const) : status, save };
}

/** Country, Profile, Email, Password, Sessions and Delete Account. Any successful change asks the user to sign in again. */
export function SettingsTab({ user }: { user: User }) {
  const profile = useSetting(
    (username: string) => updateProfile({ username }),
    'Profile updated successfully',
    auth.logoutAndRedirect,
  );
  const email = useSetting(updateEmail, 'Email updated successfully', auth.logoutAndRedirect);
  const password = useSetting(updatePassword, 'Password updated successfully', auth.logoutAndRedirect);

  return (
    <>
      <CountrySetting />
      <ProfileSettings username={user.username} status={profile.status} onSave={profile.save} />
      <EmailSettings status={email.status} onSave={email.save} onValidationError={notify.error} />
      <PasswordSettings status={password.status} onSave={password.save} onValidationError={notify.error} />
      <SignOutEverywhere />
      <DeleteAccountSection />
    </>
  );
}
