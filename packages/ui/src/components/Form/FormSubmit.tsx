'use client';

import { use } from 'react';
import { useFormStatus } from 'react-dom';
import { Button, type ButtonProps } from '../Button';
import { FormStatusContext } from './FormStatus';

export interface FormSubmitLabels {
  /** Replaces the button's text while submitting, e.g. 'Loading...'; by default (unset) the text stays. */
  submitting?: string;
}

export interface FormSubmitProps extends Omit<ButtonProps, 'type' | 'loading' | 'asChild'> {
  labels?: FormSubmitLabels;
}

/**
 * The submit button of a Form: busy, aria-disabled (so it keeps the focus) and showing the spinner while the
 * form is submitting.
 */
export function FormSubmit({ labels, children, ...props }: FormSubmitProps) {
  // The form's own status, or React's while a server function `action` runs.
  const { pending } = useFormStatus();
  const submitting = use(FormStatusContext) === 'submitting' || pending;
  return (
    <Button {...props} type="submit" loading={submitting}>
      {(submitting && labels?.submitting) || children}
    </Button>
  );
}
