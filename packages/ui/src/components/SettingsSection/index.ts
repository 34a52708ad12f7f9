export {
  SettingsSection,
  type SettingsFormProps,
  type SettingsSectionProps,
  type SettingsValidationHandler,
} from './SettingsSection';
export {
  ProfileSettings,
  defaultProfileSettingsLabels,
  type ProfileSettingsLabels,
  type ProfileSettingsProps,
} from './ProfileSettings';
export {
  EmailSettings,
  defaultEmailSettingsLabels,
  type EmailSettingsLabels,
  type EmailSettingsProps,
  type EmailSettingsValues,
} from './EmailSettings';
export {
  PasswordSettings,
  defaultPasswordSettingsLabels,
  type PasswordSettingsLabels,
  type PasswordSettingsProps,
  type PasswordSettingsValues,
} from './PasswordSettings';
export {
  DeleteAccount,
  defaultDeleteAccountLabels,
  type DeleteAccountLabels,
  type DeleteAccountProps,
} from './DeleteAccount';
