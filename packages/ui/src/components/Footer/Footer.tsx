'use client';

import { cx } from 'class-variance-authority';
import { Check, Headphones, Tag, Zap } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import {
  defaultFooterNewsletterLabels,
  FooterNewsletter,
  type FooterNewsletterLabels,
  type FooterNewsletterProps,
} from './FooterNewsletter';
import { FooterPayments, type FooterPaymentMethod } from './FooterPayments';
import * as styles from './Footer.css';
import type { HeadingLevel } from '../../utils/headingLevel';

export interface FooterLink {
  label: string;
  /** An app route or an absolute address. */
  href: string;
}

export interface FooterLinkGroup {
  heading: string;
  links: readonly FooterLink[];
}

export interface FooterSellingPoint {
  /** `quick-delivery`, `great-prices` and `customer-service` get their own icons. */
  id: string;
  title: string;
  description?: string;
}

export interface FooterLabels extends FooterNewsletterLabels {
  /** The name of the navigation landmark that holds the link groups. */
  nav: string;
  paymentHeading: string;
  sslNote: string;
  copyright: (year: number) => string;
}

export const defaultFooterLabels: FooterLabels = {
  ...defaultFooterNewsletterLabels,
  nav: 'Footer',
  paymentHeading: 'Secure payment',
  sslNote: 'Secured with SSL encryption.',
  copyright: (year) => `© ${year}. All rights reserved.`,
};

const sellingIcons: Record<string, typeof Zap> = {
  'quick-delivery': Zap,
  'great-prices': Tag,
  'customer-service': Headphones,
};

export interface FooterProps extends Omit<ComponentPropsWithoutRef<'footer'>, 'children'> {
  /** The store's selling points, each with an icon chosen by its id. */
  sellingPoints: readonly FooterSellingPoint[];
  /** The payment methods the store accepts, each shown as a named mark. */
  paymentMethods: readonly FooterPaymentMethod[];
  /** The link groups (headed columns): the app's routes (the library knows none). */
  linkGroups: readonly FooterLinkGroup[];
  /** The bottom row's legal links. */
  legalLinks: readonly FooterLink[];
  /** The newsletter form's state; the app sends the request in `onSubscribe` or `subscribeAction`. */
  newsletterStatus?: FooterNewsletterProps['status'];
  /** The server's answer, shown for a success or an error. */
  newsletterMessage?: FooterNewsletterProps['message'];
  onSubscribe?: FooterNewsletterProps['onSubscribe'];
  /** Where the newsletter form submits its `email` field without `onSubscribe`: a URL or a server function. */
  subscribeAction?: FooterNewsletterProps['action'];
  /** The year in the copyright line; the current year by default. */
  year?: number;
  renderLink?: RenderLink;
  /** The level of the footer's section headings, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** The newsletter's texts, `nav` (the name of the landmark holding the link groups), the payment heading,
   * the SSL note and the copyright line. */
  labels?: Partial<FooterLabels>;
}

/** The site footer: selling points, newsletter, link groups, payment marks, legal links and copyright. */
export function Footer({
  sellingPoints,
  linkGroups,
  legalLinks,
  paymentMethods,
  newsletterStatus = 'idle',
  newsletterMessage,
  onSubscribe,
  subscribeAction,
  year = new Date().getFullYear(),
  renderLink = defaultRenderLink,
  headingLevel = 2,
  labels,
  className,
  ...props
}: FooterProps) {
  const text = { ...defaultFooterLabels, ...labels };
  const Heading = `h${headingLevel}` as const;
  const linkList = (links: readonly FooterLink[], className: string) => (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          {renderLink({ href: link.href, className: styles.link, children: link.label })}
        </li>
      ))}
    </ul>
  );
  return (
    <footer {...props} className={cx(styles.footer, className)}>
      <div className={styles.inner}>
        <ul className={styles.sellingPoints}>
          {sellingPoints.map((point) => {
            const Icon = sellingIcons[point.id] ?? Check;
            return (
              <li key={point.id} className={styles.sellingPoint}>
                <span className={styles.sellingIcon}>
                  <Icon aria-hidden size={22} />
                </span>
                <div>
                  <p className={styles.sellingTitle}>{point.title}</p>
                  {point.description && <p className={styles.muted}>{point.description}</p>}
                </div>
              </li>
            );
          })}
        </ul>
        <div className={styles.columns}>
          <FooterNewsletter
            status={newsletterStatus}
            message={newsletterMessage}
            onSubscribe={onSubscribe}
            action={subscribeAction}
            labels={text}
            headingLevel={headingLevel}
          />
          <nav aria-label={text.nav} className={styles.groups}>
            {linkGroups.map((group) => (
              <div key={group.heading} className={styles.section}>
                <Heading className={styles.heading}>{group.heading}</Heading>
                {linkList(group.links, styles.links)}
              </div>
            ))}
          </nav>
          <FooterPayments
            heading={text.paymentHeading}
            methods={paymentMethods}
            sslNote={text.sslNote}
            headingLevel={headingLevel}
          />
        </div>
        <div className={styles.bottom}>
          {linkList(legalLinks, styles.legal)}
          <p className={styles.muted}>{text.copyright(year)}</p>
        </div>
      </div>
    </footer>
  );
}
