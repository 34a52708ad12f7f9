import { Form, FormSubmit, TextArea, TextField } from '@keyshop/ui';
import { useRef } from 'react';
import { sendSupportMessage } from '../api/messages';
import { useFormSubmit } from '../hooks/useFormSubmit';

export interface SupportFormProps {
  /** Prefills the e-mail (the signed-in user's). */
  email?: string;
  name?: string;
}

/**
 * The support message form of /support and the account's Customer Support tab: e-mail (required) and an
 * optional message, sent to the API; success clears the message and says so, a failure shows its reason.
 */
export function SupportForm({ email, name }: SupportFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { status, error, run } = useFormSubmit();

  const submit = async (data: FormData) => {
    const result = await run(() =>
      sendSupportMessage({
        email: String(data.get('email') ?? '').trim(),
        name,
        message: String(data.get('message') ?? '').trim(),
      }),
    );
    if (result.ok) formRef.current?.reset();
  };

  return (
    <Form
      ref={formRef}
      aria-label="Customer Support"
      status={status}
      successMessage="Your message has been sent. Our support team will get back to you soon."
      errorMessage={error}
      onSubmit={(data) => void submit(data)}
    >
      <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={email} required />
      <TextArea label="Message" name="message" rows={6} />
      <FormSubmit>Send</FormSubmit>
    </Form>
  );
}
