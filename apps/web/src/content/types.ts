/**
 * Shapes of the storefront's static page texts. Route components render these; the data modules hold
 * no markup. A link's `href` is either an app route (starts with '/'; rendered with the router) or an
 * absolute `https:`/`mailto:` address (rendered as a plain anchor).
 */

export interface ContentLink {
  label: string;
  href: string;
}

export interface ContentStep {
  title: string;
  body: string;
  link?: ContentLink;
}

/** A term and its description, rendered as a description list (company details, storage keys). */
export interface ContentDefinition {
  term: string;
  description: string;
}

/** One titled block of a page. `id` doubles as the heading's anchor. Parts render in the order declared. */
export interface ContentSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  list?: string[];
  steps?: ContentStep[];
  definitions?: ContentDefinition[];
  links?: ContentLink[];
}

export interface ContentPage {
  title: string;
  intro: string;
  /** ISO date (YYYY-MM-DD) of the last revision, shown on legal pages. */
  updated?: string;
  sections: ContentSection[];
}

/** The characters of a redemption code: `format` writes each character as X, groups joined by '-'. */
export interface CodeFormat {
  length: number;
  format: string;
}

export interface ActivationPlatform {
  id: string;
  name: string;
  code?: CodeFormat;
  steps: ContentStep[];
  note?: string;
}

export interface HowToActivatePage extends ContentPage {
  platforms: ActivationPlatform[];
}

export interface BlogArticle {
  id: string;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** Paragraphs, in reading order. */
  content: string[];
}

export interface BlogPage {
  title: string;
  intro: string;
  articles: BlogArticle[];
}

export type FaqCategoryId = 'account' | 'products' | 'payments' | 'others';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: FaqCategoryId;
  label: string;
  description: string;
  /** The category page, e.g. /faq/account. */
  href: string;
  entries: FaqEntry[];
}

export interface FaqContent {
  title: string;
  intro: string;
  viewAllLabel: string;
  contact: { heading: string; text: string; email: string };
  categories: FaqCategory[];
  backLinks: ContentLink[];
}

export interface UnderConstructionContent {
  title: string;
  heading: string;
  message: string;
  link: ContentLink;
}

export interface SellingPoint {
  id: string;
  title: string;
  description: string;
}

export interface LinkGroup {
  heading: string;
  links: readonly ContentLink[];
}

export interface PaymentMethod {
  /** Stable key for the logo the footer shows. */
  id: 'card' | 'wallet' | 'bank-transfer';
  label: string;
}

export interface FooterContent {
  sellingPoints: SellingPoint[];
  linkGroups: readonly LinkGroup[];
  legalLinks: readonly ContentLink[];
  paymentHeading: string;
  paymentMethods: PaymentMethod[];
  sslNote: string;
  /** The year is passed in at render time so the line never goes stale. */
  copyright: (year: number) => string;
}

export interface CarouselSlide {
  id: string;
  title: string;
  subtitle: string;
  alt: string;
  href: string;
}

export interface HomeContent {
  slides: CarouselSlide[];
  categories: ContentLink[];
}
