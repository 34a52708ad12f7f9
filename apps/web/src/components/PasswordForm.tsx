import { PASSWORD_RULES } from '@keyshop/contracts';
import { Alert, Form, FormSubmit, PasswordField, type FormProps, type FormSubmitProps } from '@keyshop/ui';
import { useHydrated } from '../hooks/useHydrated';

export const NEEDS_JAVASCRIPT =
  'Signing in needs JavaScript. Turn it on in your browser, then reload this page.';

/**
 * A form that carries a password: posted, never sent as GET (so no password lands in a URL, the history or an
 * access log), and inert until the page can handle it; without scripts a sentence says why nothing works.
 */
export function PasswordForm({ children, ...props }: Omit<FormProps, 'method' | 'action'>) {
  return (
    <>
      <noscript>
        <Alert variant="warning">{NEEDS_JAVASCRIPT}</Alert>
      </noscript>
      <Form method="post" {...props}>
        {children}
      </Form>
    </>
  );
}

/** Its submit button: disabled, saying it is getting ready, until hydrated (Enter then submits nothing either). */
export function PasswordFormSubmit({ children, ...props }: FormSubmitProps) {
  const hydrated = useHydrated();
  return (
    <FormSubmit {...props} disabled={!hydrated || props.disabled}>
      {hydrated ? children : 'Getting ready…'}
    </FormSubmit>
  );
}

/** A new password, with the rule shown before it is chosen, and its confirmation (`password`, `confirmPassword`). */
export function NewPasswordFields({
  label,
  toggle,
  error,
}: {
  label: string;
  toggle?: string;
  error?: string;
}) {
  return (
    <>
      <PasswordField
        label={label}
        {...(toggle && { labels: { toggle } })}
        name="password"
        autoComplete="new-password"
        required
        description={PASSWORD_RULES}
        error={error}
      />
      <PasswordField
        label="Confirm Password"
        labels={{ toggle: 'Show confirmation' }}
        name="confirmPassword"
        autoComplete="new-password"
        required
      />
    </>
  );
}
