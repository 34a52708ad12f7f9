import type { FieldProps } from './Field';

/** The props a control component hands on to its Field (layout and children are the control's own). */
export type FieldWrapperProps = Omit<FieldProps, 'layout' | 'children'>;

/**
 * Splits a control component's props into its Field's and the rest, which go to the native control, so
 * every control wires label, description, error, id, required and disabled the same way.
 */
export function splitFieldProps<P extends FieldWrapperProps>({
  label,
  description,
  error,
  className,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  ...control
}: P) {
  const ariaRequired = (control as { 'aria-required'?: boolean | 'true' | 'false' })['aria-required'];
  const field: FieldWrapperProps = {
    label,
    description,
    error,
    className,
    id,
    required,
    // A control that reports its own "required" message (aria-required, not native) is still marked.
    requiredMark: ariaRequired === true || ariaRequired === 'true' || undefined,
    disabled,
    'aria-describedby': describedBy,
  };
  return { field, control };
}
