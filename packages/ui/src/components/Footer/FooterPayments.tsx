import { CreditCard, Landmark, Lock, Wallet } from 'lucide-react';
import { useId } from 'react';
import * as styles from './Footer.css';
import type { HeadingLevel } from '../../utils/headingLevel';

export interface FooterPaymentMethod {
  /** Picks the mark: `card`, `wallet` or `bank-transfer`; others get the card mark. */
  id: string;
  /** The accessible name of the mark. */
  label: string;
}

// Neutral glyphs, not brand marks: the footer is on every page, and a brand mark from simple-icons (one module
// of ~3,000 icons) put every icon the library uses into each page's first JavaScript.
const paymentIcons = { wallet: Wallet, 'bank-transfer': Landmark } as const;

function PaymentMark({ id }: { id: string }) {
  const Icon = paymentIcons[id as keyof typeof paymentIcons] ?? CreditCard;
  return <Icon aria-hidden className={styles.paymentIcon} />;
}

export interface FooterPaymentsProps {
  heading: string;
  methods: readonly FooterPaymentMethod[];
  sslNote: string;
  headingLevel: HeadingLevel;
}

/** The accepted payment methods, each a named mark, and the SSL note. */
export function FooterPayments({ heading, methods, sslNote, headingLevel }: FooterPaymentsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      <ul className={styles.payments}>
        {methods.map((method) => (
          <li key={method.id}>
            <span role="img" aria-label={method.label} title={method.label} className={styles.paymentMark}>
              <PaymentMark id={method.id} />
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.ssl}>
        <Lock aria-hidden className={styles.sslIcon} />
        <span className={styles.muted}>{sslNote}</span>
      </p>
    </section>
  );
}
