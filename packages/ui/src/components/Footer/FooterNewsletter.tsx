'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Form, FormSubmit, type FormAction, type FormStatusValue } from '../Form';
import { TextField } from '../TextField';
import * as styles from './Footer.css';
import type { HeadingLevel } from '../../utils/headingLevel';

export interface FooterNewsletterLabels {
  heading: string;
  description: string;
  emailLabel: string;
  placeholder: string;
  submit: string;
  submitting: string;
  success: string;
  error: string;
}

export const defaultFooterNewsletterLabels: FooterNewsletterLabels = {
  heading: 'Newsletter',
  description: 'Deals and new releases in your inbox. Unsubscribe at any time.',
  emailLabel: 'Email address',
  placeholder: 'you@example.com',
  submit: 'Subscribe',
  submitting: 'Loading...',
  success: 'Email sent successfully!',
  error: 'Failed to send email. Please try again.',
};

export interface FooterNewsletterProps {
  /** Owned by the app, which sends the request: idle → submitting → success | error. */
  status?: FormStatusValue;
  /** The server's message for a success or an error; the defaults are used when absent. */
  message?: ReactNode;
  /** Called with the trimmed address (client code); or the form submits its `email` field to `action`. */
  onSubscribe?: (email: string) => void;
  action?: FormAction;
  labels?: Partial<FooterNewsletterLabels>;
  headingLevel: HeadingLevel;
}

/** The newsletter sign-up: one required e-mail field; the field clears after a success. */
export function FooterNewsletter({
  status = 'idle',
  message,
  onSubscribe,
  action,
  labels,
  headingLevel,
}: FooterNewsletterProps) {
  const text = { ...defaultFooterNewsletterLabels, ...labels };
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  useEffect(() => {
    if (status === 'success') formRef.current?.reset();
  }, [status]);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading id={headingId} className={styles.heading}>
        {text.heading}
      </Heading>
      <p className={styles.muted}>{text.description}</p>
      <Form
        ref={formRef}
        status={status}
        successMessage={message ?? text.success}
        errorMessage={message ?? text.error}
        className={styles.form}
        action={action}
        // A URL takes the address as a post (subscribing changes something); a server function sets its own.
        method={typeof action === 'string' ? 'post' : undefined}
        onSubmit={onSubscribe && ((data) => onSubscribe(String(data.get('email') ?? '').trim()))}
      >
        <TextField
          label={text.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={text.placeholder}
          required
        />
        <FormSubmit labels={text}>{text.submit}</FormSubmit>
      </Form>
    </section>
  );
}
