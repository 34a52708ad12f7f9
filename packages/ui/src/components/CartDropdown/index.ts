export {
  CartDropdown,
  defaultCartDropdownLabels,
  type CartDropdownHrefs,
  type CartDropdownLabels,
  type CartDropdownProps,
} from './CartDropdown';
