export {
  UserMenu,
  defaultUserMenuHrefs,
  defaultUserMenuLabels,
  type UserMenuHrefs,
  type UserMenuLabels,
  type UserMenuProps,
} from './UserMenu';
