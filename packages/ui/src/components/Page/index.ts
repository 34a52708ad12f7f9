export { Page, pageVariants, pageWidths, type PageProps } from './Page';
