export {
  Header,
  defaultHeaderLabels,
  type HeaderHrefs,
  type HeaderLabels,
  type HeaderNavLink,
  type HeaderProps,
} from './Header';
export { HeaderLogo, type HeaderLogoProps } from './HeaderLogo';
