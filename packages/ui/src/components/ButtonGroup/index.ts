export { ButtonGroup, buttonGroupAligns, buttonGroupVariants, type ButtonGroupProps } from './ButtonGroup';
