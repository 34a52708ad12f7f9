export {
  UserMenu,
  defaultUserMenuLabels,
  type UserMenuHrefs,
  type UserMenuLabels,
  type UserMenuProps,
} from './UserMenu';
