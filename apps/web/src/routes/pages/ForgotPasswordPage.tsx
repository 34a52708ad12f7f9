import { Alert, Button, Form, FormSubmit, Page, TextField } from '@keyshop/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPassword } from '../../api/auth';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { pageTitle } from '../../lib/title';
import { noindexMeta } from '../../seo';

/**
 * /forgot-password: the address of the account. The answer is the same whether or not it has one (the server's
 * message, shown in place of the form); the link comes by e-mail.
 */
export function ForgotPasswordPage() {
  const { status, error, fieldErrors, run } = useFormSubmit();
  const [sent, setSent] = useState<string>();

  const submit = async (data: FormData) => {
    const result = await run(() => forgotPassword({ email: String(data.get('email') ?? '').trim() }));
    if (result.ok) setSent(result.value.message);
  };

  return (
    <Page title="Forgot password" width="narrow">
      <title>{pageTitle('Forgot password')}</title>
      {sent ? (
        <Alert variant="success" live>
          {sent}
        </Alert>
      ) : (
        <>
          <p>Enter the e-mail address of your account: we will send it a link to choose a new password.</p>
          <Form
            method="post"
            aria-label="Forgot password"
            status={status}
            errorMessage={error}
            onSubmit={(data) => void submit(data)}
          >
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              error={fieldErrors.email}
            />
            <FormSubmit fullWidth>Send the link</FormSubmit>
          </Form>
        </>
      )}
      <p>
        <Button asChild variant="link">
          <Link to="/login">Back to Sign In</Link>
        </Button>
      </p>
    </Page>
  );
}

/** A shopper's own page: never indexed. */
export const meta = noindexMeta;

export default ForgotPasswordPage;
