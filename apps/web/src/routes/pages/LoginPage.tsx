import { Button, PasswordField, Page, TextField } from '@keyshop/ui';
import { PasswordForm, PasswordFormSubmit } from '../../components/PasswordForm';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../state/auth';
import { returnPath } from '../../lib/redirect';
import { pageTitle } from '../../lib/title';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { noindexMeta } from '../../seo';

/**
 * /login: email and password. Success greets ('Successfully logged in!', from auth) and goes back to the
 * page that sent the visitor here (e.g. /purchase), else home, replacing this page in the history.
 */
export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { status, error, run } = useFormSubmit();

  const submit = async (data: FormData) => {
    const result = await run(() =>
      login({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') }),
    );
    if (result.ok) void navigate(returnPath(location.state), { replace: true });
  };

  return (
    <Page title="Sign In" width="narrow">
      <title>{pageTitle('Sign In')}</title>
      <PasswordForm
        aria-label="Sign In"
        status={status}
        errorMessage={error}
        onSubmit={(data) => void submit(data)}
      >
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <PasswordField label="Password" name="password" autoComplete="current-password" required />
        <PasswordFormSubmit fullWidth>Sign In</PasswordFormSubmit>
      </PasswordForm>
      <p>
        <Button asChild variant="link">
          <Link to="/forgot-password">Forgot password?</Link>
        </Button>
      </p>
      <p>
        Don&apos;t have an account?{' '}
        <Button asChild variant="link">
          <Link to="/register" state={location.state}>
            Register
          </Link>
        </Button>
      </p>
    </Page>
  );
}

/** A shopper's own page: never indexed. */
export const meta = noindexMeta;

export default LoginPage;
