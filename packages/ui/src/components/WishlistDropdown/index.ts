export {
  WishlistDropdown,
  defaultWishlistDropdownLabels,
  type WishlistDropdownHrefs,
  type WishlistDropdownLabels,
  type WishlistDropdownProps,
} from './WishlistDropdown';
export {
  WishlistDropdownItem,
  type WishlistDropdownItemProps,
  type WishlistItemData,
} from './WishlistDropdownItem';
