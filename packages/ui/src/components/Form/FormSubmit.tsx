import { use } from 'react';
import { Button, type ButtonProps } from '../Button';
import { FormStatusContext } from './FormStatus';

export interface FormSubmitProps extends Omit<ButtonProps, 'type' | 'loading' | 'asChild'> {
  /** Replaces the label while submitting, e.g. 'Loading...'; by default the label stays. */
  submittingLabel?: string;
}

/** The submit button of a Form: busy, disabled and showing the spinner while the form is submitting. */
export function FormSubmit({ submittingLabel, children, ...props }: FormSubmitProps) {
  const submitting = use(FormStatusContext) === 'submitting';
  return (
    <Button {...props} type="submit" loading={submitting}>
      {submitting && submittingLabel ? submittingLabel : children}
    </Button>
  );
}
