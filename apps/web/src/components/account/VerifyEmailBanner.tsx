import { UNVERIFIED_NOTICE, type User } from '@keyshop/contracts';
import { Alert, Button } from '@keyshop/ui';
import { resendVerification } from '../../api/verification';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { notify } from '../../state/notify';

/** Until the address is confirmed: what that changes, and a new link on request. */
export function VerifyEmailBanner({ user }: { user: User }) {
  const { status, run } = useFormSubmit();
  const resend = async () => {
    const result = await run(resendVerification);
    if (result.ok) notify.success(result.value.message);
    else if (result.message) notify.error(result.message);
  };
  return (
    <Alert
      variant="warning"
      title={UNVERIFIED_NOTICE}
      action={
        <Button variant="secondary" onClick={() => void resend()} disabled={status === 'submitting'}>
          Send a new link
        </Button>
      }
    >
      We sent a link to {user.email}. Until you open it you can shop and reveal your keys, but not change your
      e-mail address.
    </Alert>
  );
}
