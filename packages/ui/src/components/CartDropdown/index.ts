export {
  CartDropdown,
  defaultCartDropdownHrefs,
  defaultCartDropdownLabels,
  type CartDropdownHrefs,
  type CartDropdownLabels,
  type CartDropdownProps,
} from './CartDropdown';
