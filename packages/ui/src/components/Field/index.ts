export { Field, fieldLayouts, type FieldProps, type FieldBaseProps, type FieldControlProps } from './Field';
