import { Alert, Button, Page } from '@keyshop/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPassword } from '../../api/auth';
import { NewPasswordFields, PasswordForm, PasswordFormSubmit } from '../../components/PasswordForm';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { pageTitle } from '../../lib/title';
import { notify } from '../../state/notify';
import { noindexMeta } from '../../seo';

const field = (data: FormData, name: string) => String(data.get(name) ?? '');

/**
 * /reset-password?token=…: the link of the e-mail. A new password and its confirmation (differing ones are a
 * toast and nothing is sent); the server's policy message shows at the field; success goes to /login with a
 * toast.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { status, error, fieldErrors, run } = useFormSubmit();

  const submit = async (data: FormData) => {
    if (field(data, 'password') !== field(data, 'confirmPassword')) {
      notify.error('Passwords do not match');
      return;
    }
    const result = await run(() => resetPassword({ token, password: field(data, 'password') }));
    if (result.ok) {
      notify.success(result.value.message);
      void navigate('/login', { replace: true });
    }
  };

  return (
    <Page title="Choose a new password" width="narrow">
      <title>{pageTitle('Choose a new password')}</title>
      {token ? (
        <PasswordForm
          aria-label="Choose a new password"
          status={status}
          errorMessage={error}
          onSubmit={(data) => void submit(data)}
        >
          <NewPasswordFields label="New Password" toggle="Show new password" error={fieldErrors.password} />
          <PasswordFormSubmit fullWidth>Set the new password</PasswordFormSubmit>
        </PasswordForm>
      ) : (
        <Alert variant="warning">This link is incomplete. Open it again from the e-mail.</Alert>
      )}
      <p>
        <Button asChild variant="link">
          <Link to="/forgot-password">Ask for a new link</Link>
        </Button>
      </p>
    </Page>
  );
}

/** A shopper's own page: never indexed. */
export const meta = noindexMeta;

export default ResetPasswordPage;
