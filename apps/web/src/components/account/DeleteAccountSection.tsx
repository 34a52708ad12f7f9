import { AlertDialog, Button, Form, PasswordField, SettingsSection } from '@keyshop/ui';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { deleteAccount } from '../../api/users';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { auth } from '../../state/auth';
import { notify } from '../../state/notify';

/** What deleting does to orders and keys, as the API does it (services/account.ts deleteAccount). */
export const DELETION_CONSEQUENCES =
  'Unpaid orders are cancelled and nothing is charged for them. Paid orders stay with the shop without your name: ' +
  'keys you have not revealed are lost with the account and can no longer be refunded, so reveal or refund them first.';

/** Said once the account is gone, beside the sign-out, so the shopper knows the deletion went through. */
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

/**
 * Delete Account: the current password, then the spec's question in an alert dialog, saying what happens to
 * orders and keys. A wrong password is shown at its field; success signs out.
 */
export function DeleteAccountSection() {
  const { status, run } = useFormSubmit();
  const [asking, setAsking] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();
  const password = useRef('');
  const passwordField = useRef<HTMLInputElement>(null);

  const confirm = async () => {
    const result = await run(() => deleteAccount({ currentPassword: password.current }));
    if (result.ok) {
      await auth.logout();
      notify.success(ACCOUNT_DELETED_MESSAGE);
      return;
    }
    setAsking(false);
    setPasswordError(result.message);
    if (result.message) notify.error(result.message);
    passwordField.current?.focus();
  };

  return (
    <SettingsSection
      title="Delete Account"
      description="Deleting your account removes your profile from Keyshop. Keys you have already redeemed stay on their platforms."
      variant="danger"
    >
      <Form
        method="post"
        aria-label="Delete Account"
        onSubmit={(data) => {
          password.current = String(data.get('currentPassword') ?? '');
          setAsking(true);
        }}
      >
        <PasswordField
          ref={passwordField}
          label="Current Password"
          labels={{ toggle: 'Show current password' }}
          name="currentPassword"
          autoComplete="current-password"
          required
          error={passwordError}
          onChange={() => setPasswordError(undefined)}
        />
        <div>
          <Button type="submit" variant="danger" loading={status === 'submitting'}>
            <Trash2 aria-hidden size={18} />
            Delete Account
          </Button>
        </div>
      </Form>
      <AlertDialog
        open={asking}
        onOpenChange={setAsking}
        title="Are you sure you want to delete your account?"
        description={`This action cannot be undone. ${DELETION_CONSEQUENCES}`}
        variant="danger"
        onConfirm={confirm}
      />
    </SettingsSection>
  );
}
