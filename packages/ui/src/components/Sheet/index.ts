export { Sheet, sheetSides, sheetVariants, type SheetProps } from './Sheet';
