import { contactRequestSchema, pagePaths } from '@keyshop/contracts';
import { Form, FormSubmit, Page, TextArea, TextField } from '@keyshop/ui';
import { useEffect, useRef, useState } from 'react';
import { useActionData } from 'react-router';
import type { Route } from './+types/ContactUsPage';
import { sendContactMessage } from '../../api/messages';
import { pageTitle } from '../../lib/title';
import { useFormSubmit } from '../../hooks/useFormSubmit';
import { publicPageMeta } from '../../seo';
import { answered, readForm, refusedFields } from '../../lib/formPost.server';

/** Spec §9: the success notice shows for three seconds. */
const NOTICE_MS = 3000;
/** The API's limit on a message (contracts' contactRequestSchema), stated under the field. */
const MESSAGE_LIMIT = 'Up to 5,000 characters.';

const field = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
const fields = ['from_name', 'from_email', 'subject', 'message'] as const;

/** The form posted without scripts: checked with the API's schema, then received as the API's route does. */
export async function action({ request, context }: Route.ActionArgs) {
  const { values, parsed } = await readForm(request, contactRequestSchema, fields, { to_name: 'Keyshop' });
  if (!parsed.success) return refusedFields(values, parsed.error);
  return answered(values, await context.messages.contact(parsed.data));
}

/**
 * /ContactUs: name, e-mail, subject and message, all required, sent to the API. The button spins while
 * sending; success clears the fields and shows 'Email sent successfully!' for 3 s; a failure says so, and each
 * field the API refused shows its own error. Without scripts the form posts to this page's `action`, which
 * answers with the page: the same notices, the fields kept after a refusal.
 */
export function ContactUsPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const { status, error, fieldErrors, run, reset } = useFormSubmit();
  // The server's answer to the form posted without scripts, until the scripted form is used.
  const [posted, setPosted] = useState(useActionData<typeof action>());

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(reset, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [status, reset]);

  const submit = async (data: FormData) => {
    setPosted(undefined);
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
        method="post"
        action={pagePaths.contactUs}
        status={posted ? (posted.ok ? 'success' : 'error') : status}
        successMessage="Email sent successfully!"
        errorMessage={posted?.message ?? error}
        onSubmit={(data) => void submit(data)}
      >
        <TextField
          label="Your Name"
          name="from_name"
          autoComplete="name"
          required
          defaultValue={posted?.values.from_name}
          error={fieldErrors.from_name ?? posted?.fieldErrors.from_name}
        />
        <TextField
          label="Your email"
          name="from_email"
          type="email"
          autoComplete="email"
          required
          defaultValue={posted?.values.from_email}
          error={fieldErrors.from_email ?? posted?.fieldErrors.from_email}
        />
        <TextField
          label="Subject"
          name="subject"
          required
          defaultValue={posted?.values.subject}
          error={fieldErrors.subject ?? posted?.fieldErrors.subject}
        />
        <TextArea
          label="Your message"
          name="message"
          rows={6}
          required
          description={MESSAGE_LIMIT}
          defaultValue={posted?.values.message}
          error={fieldErrors.message ?? posted?.fieldErrors.message}
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
