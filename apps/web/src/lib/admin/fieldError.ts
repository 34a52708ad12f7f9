import type { FieldErrors } from '../../hooks/useFormSubmit';

/**
 * The API's error for a form field: for the field itself or anything inside it ('genres' also takes 'genres.2',
 * 'regionalLimitations' takes 'regionalLimitations.regions').
 */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  const key = Object.keys(errors).find((field) => field === name || field.startsWith(`${name}.`));
  return key === undefined ? undefined : errors[key];
}
