import * as styles from './Price.css';

/** A reduction's reference price, named in words before it and struck through: read and seen as what it is. */
export function ReferencePrice({ label, amount }: { label: string; amount: string }) {
  return (
    <span className={styles.reference} data-part="reference-price">
      {label}: <del className={styles.original}>{amount}</del>
    </span>
  );
}
