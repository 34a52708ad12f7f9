import { AlertDialog, Button, SettingsSection } from '@keyshop/ui';
import { auth } from '../../state/auth';
import { notify } from '../../state/notify';

/** Ends every session of the account (other browsers and devices, and this one), after a confirmation. */
export function SignOutEverywhere() {
  const confirm = async () => {
    try {
      await auth.logoutEverywhere();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Error signing out everywhere');
      throw error;
    }
  };
  return (
    <SettingsSection
      title="Sessions"
      description="Signed in on a device you no longer use, or one that is not yours? Sign out everywhere ends every session of your account, this one included."
    >
      <AlertDialog
        trigger={<Button variant="secondary">Sign out everywhere</Button>}
        title="Sign out everywhere?"
        description="Every browser and device signed in to your account is signed out, this one included. You can sign in again at once."
        onConfirm={confirm}
      />
    </SettingsSection>
  );
}
