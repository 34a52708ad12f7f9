import { pagePaths } from '@keyshop/contracts';
import { Form, FormSubmit, Page, TextArea, TextField } from '@keyshop/ui';
import { useEffect, useRef } from 'react';
import { sendContactMessage } from '../../api/messages';
import { pageTitle } from '../../lib/title';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { publicPageMeta } from '../../seo';

/** Spec §9: the success notice shows for three seconds. */
const NOTICE_MS = 3000;
/** The API's limit on a message (contracts' contactRequestSchema), stated under the field. */
const MESSAGE_LIMIT = 'Up to 5,000 characters.';

const field = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/**
 * /ContactUs: name, e-mail, subject and message, all required, sent to the API. The button spins while
 * sending; success clears the fields and shows 'Email sent successfully!' for 3 s; a failure says so, and each
 * field the API refused shows its own error.
 */
export function ContactUsPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const { status, error, fieldErrors, run, reset } = useFormSubmit();

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(reset, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [status, reset]);

  const submit = async (data: FormData) => {
    const result = await run(() =>
      sendContactMessage({
        from_name: field(data, 'from_name'),
        from_email: field(data, 'from_email'),
        to_name: 'Keyshop',
        subject: field(data, 'subject'),
        message: field(data, 'message'),
      }),
    );
    if (result.ok) formRef.current?.reset();
  };

  return (
    <Page title="Contact Us" width="narrow">
      <title>{pageTitle('Contact Us')}</title>
      <p>
        Questions about an order, a key or your account? Write to us and we will answer as soon as we can.
      </p>
      <Form
        ref={formRef}
        aria-label="Contact Us"
        status={status}
        successMessage="Email sent successfully!"
        errorMessage={error}
        onSubmit={(data) => void submit(data)}
      >
        <TextField
          label="Your Name"
          name="from_name"
          autoComplete="name"
          required
          error={fieldErrors.from_name}
        />
        <TextField
          label="Your email"
          name="from_email"
          type="email"
          autoComplete="email"
          required
          error={fieldErrors.from_email}
        />
        <TextField label="Subject" name="subject" required error={fieldErrors.subject} />
        <TextArea
          label="Your message"
          name="message"
          rows={6}
          required
          description={MESSAGE_LIMIT}
          error={fieldErrors.message}
        />
        <FormSubmit>Send Message</FormSubmit>
      </Form>
    </Page>
  );
}

export const meta = publicPageMeta({
  path: pagePaths.contactUs,
  title: 'Contact Us',
  description:
    'Questions about an order, a key or your account? Write to Keyshop and we answer as soon as we can.',
});

export default ContactUsPage;
