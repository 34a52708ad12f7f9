export {
  Footer,
  defaultFooterContent,
  type FooterContentProps,
  type FooterLink,
  type FooterLinkGroup,
  type FooterProps,
  type FooterSellingPoint,
} from './Footer';
export { defaultFooterNewsletterTexts, type FooterNewsletterTexts } from './FooterNewsletter';
export type { FooterPaymentMethod } from './FooterPayments';
