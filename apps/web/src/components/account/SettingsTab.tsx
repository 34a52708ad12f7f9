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
 * fallback); success toasts `successText` (or what it makes of the answer), then `after` runs.
 */
function useSetting<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  successText: string | null | ((answer: R) => string),
  after: () => void,
) {
  const { status, fieldErrors, run } = useFormSubmit();
  const save = async (...args: A) => {
    const result = await run(() => call(...args));
    if (!result.ok) {
      if (result.message) notify.error(result.message);
      return;
    }
    const text = typeof successText === 'function' ? successText(result.value) : successText;
    if (text) notify.success(text);
    after();
  };
  // The toast reports failures (a refused current password also at its field); the form only shows it is busy.
  return {
    status: status === 'error' ? ('idle' as const) : status,
    currentPasswordError: fieldErrors.currentPassword,
    save,
  };
}

/**
 * Country, Profile, Email, Password, Sessions and Delete Account. A profile or password change asks the user to sign
 * in again; an e-mail change does once its link is opened.
 */
export function SettingsTab({ user }: { user: User }) {
  const profile = useSetting(
    (username: string) => updateProfile({ username }),
    'Profile updated successfully',
    auth.logoutAndRedirect,
  );
  // Nothing changes until the new address confirms (then every session ends): the toast says where the link
  // went, and the session stays.
  const email = useSetting(
    updateEmail,
    (answer) => answer.message,
    () => {},
  );
  const password = useSetting(updatePassword, 'Password updated successfully', auth.logoutAndRedirect);

  return (
    <>
      <CountrySetting />
      <ProfileSettings username={user.username} status={profile.status} onSave={profile.save} />
      <EmailSettings
        status={email.status}
        currentPasswordError={email.currentPasswordError}
        onSave={email.save}
        onValidationError={notify.error}
      />
      <PasswordSettings
        status={password.status}
        currentPasswordError={password.currentPasswordError}
        onSave={password.save}
        onValidationError={notify.error}
      />
      <SignOutEverywhere />
      <DeleteAccountSection />
    </>
  );
}
