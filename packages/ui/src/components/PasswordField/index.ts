export {
  PasswordField,
  defaultPasswordFieldLabels,
  type PasswordFieldLabels,
  type PasswordFieldProps,
} from './PasswordField';
