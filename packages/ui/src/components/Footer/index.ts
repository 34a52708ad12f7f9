export {
  Footer,
  defaultFooterLabels,
  type FooterLabels,
  type FooterLink,
  type FooterLinkGroup,
  type FooterProps,
  type FooterSellingPoint,
} from './Footer';
export { defaultFooterNewsletterLabels, type FooterNewsletterLabels } from './FooterNewsletter';
export type { FooterPaymentMethod } from './FooterPayments';
