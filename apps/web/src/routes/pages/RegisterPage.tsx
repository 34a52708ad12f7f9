import { USERNAME_RULES } from '@keyshop/contracts';
import { Button, Page, TextField } from '@keyshop/ui';
import { NewPasswordFields, PasswordForm, PasswordFormSubmit } from '../../components/PasswordForm';
import { Link, useLocation, useNavigate } from 'react-router';
import { register } from '../../api/auth';
import { notify } from '../../state/notify';
import { pageTitle } from '../../lib/title';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { noindexMeta } from '../../seo';

const field = (data: FormData, name: string) => String(data.get(name) ?? '');

/**
 * /register: username, email, password and its confirmation, all required. Differing passwords are a toast
 * and nothing is sent; a failure shows the server's message (or its first field error, or the fallback) and
 * every field error at its field; success sends the visitor to /login to sign in. The username and password
 * rules stand under their fields from the start.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { status, error, fieldErrors, run } = useFormSubmit();

  const submit = async (data: FormData) => {
    if (field(data, 'password') !== field(data, 'confirmPassword')) {
      notify.error('Passwords do not match');
      return;
    }
    const result = await run(() =>
      register({
        username: field(data, 'username').trim(),
        email: field(data, 'email').trim(),
        password: field(data, 'password'),
      }),
    );
    if (result.ok) {
      notify.success('Registration successful! Please log in.');
      // The place to return to after signing in travels on to /login.
      void navigate('/login', { state: location.state });
    }
  };

  return (
    <Page title="Register" width="narrow">
      <title>{pageTitle('Register')}</title>
      <PasswordForm
        aria-label="Register"
        status={status}
        errorMessage={error}
        onSubmit={(data) => void submit(data)}
      >
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          description={USERNAME_RULES}
          error={fieldErrors.username}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={fieldErrors.email}
        />
        <NewPasswordFields label="Password" error={fieldErrors.password} />
        <PasswordFormSubmit fullWidth>Register</PasswordFormSubmit>
      </PasswordForm>
      <p>
        Already have an account?{' '}
        <Button asChild variant="link">
          <Link to="/login" state={location.state}>
            Sign In
          </Link>
        </Button>
      </p>
    </Page>
  );
}

/** A shopper's own page: never indexed. */
export const meta = noindexMeta;

export default RegisterPage;
