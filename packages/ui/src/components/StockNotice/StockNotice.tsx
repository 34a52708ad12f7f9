import { cva } from 'class-variance-authority';
import { CircleAlert, CircleX } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './StockNotice.css';

export const stockStates = ['in-stock', 'low', 'sold-out'] as const;
export type StockState = (typeof stockStates)[number];

/** Below this many keys in total the notice warns of low stock. */
export const lowStockThreshold = 100;

/** Sold out at quantity 0; low when the total is known and below 100; otherwise nothing to say. */
export function stockState(stock: number, stockTotal: number | null | undefined): StockState {
  if (stock <= 0) return 'sold-out';
  if (typeof stockTotal === 'number' && stockTotal < lowStockThreshold) return 'low';
  return 'in-stock';
}

export const stockNoticeVariants = /* @__PURE__ */ cva(styles.base, {
  variants: { state: styles.states },
});

export interface StockNoticeLabels {
  lowStock: (count: number) => string;
  soldOut: string;
}

export const defaultStockNoticeLabels: StockNoticeLabels = {
  lowStock: (count) => `Only ${count} ${count === 1 ? 'key' : 'keys'} left`,
  soldOut: 'Sold out',
};

export interface StockNoticeProps extends Omit<ComponentPropsWithoutRef<'p'>, 'children'> {
  /** Keys available now; 0 is sold out. */
  stock: number;
  /** Total keys in stock; `null` when unknown (no low-stock message then). */
  stockTotal: number | null | undefined;
  /**
   * Wraps the notice in a polite live region that stays mounted even when empty, so screen readers
   * hear stock changes that arrive while the page is open.
   */
  live?: boolean;
  labels?: Partial<StockNoticeLabels>;
}

/** A low-stock or sold-out message; renders nothing while plenty is in stock. */
export function StockNotice({
  stock,
  stockTotal,
  live = false,
  labels,
  className,
  ...props
}: StockNoticeProps) {
  const text = { ...defaultStockNoticeLabels, ...labels };
  const state = stockState(stock, stockTotal);
  const Icon = state === 'sold-out' ? CircleX : CircleAlert;
  const notice =
    state === 'in-stock' ? null : (
      <p {...props} data-state={state} className={stockNoticeVariants({ state, className })}>
        <Icon aria-hidden className={styles.icon} />
        {state === 'sold-out' ? text.soldOut : text.lowStock(stockTotal ?? stock)}
      </p>
    );
  if (!live) return notice;
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {notice}
    </div>
  );
}
