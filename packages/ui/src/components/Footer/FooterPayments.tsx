import { CreditCard, Landmark, Lock } from 'lucide-react';
import { useId } from 'react';
import { siPaypal } from 'simple-icons';
import * as styles from './Footer.css';

export interface FooterPaymentMethod {
  /** Picks the mark: `card`, `wallet` (PayPal's) or `bank-transfer`; others get the card mark. */
  id: string;
  /** The accessible name of the mark. */
  label: string;
}

function PaymentMark({ id }: { id: string }) {
  if (id === 'wallet') {
    return (
      <svg aria-hidden viewBox="0 0 24 24" fill="currentColor" className={styles.paymentIcon}>
        <path d={siPaypal.path} />
      </svg>
    );
  }
  const Icon = id === 'bank-transfer' ? Landmark : CreditCard;
  return <Icon aria-hidden className={styles.paymentIcon} />;
}

export interface FooterPaymentsProps {
  heading: string;
  methods: readonly FooterPaymentMethod[];
  sslNote: string;
  headingLevel: 2 | 3;
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
