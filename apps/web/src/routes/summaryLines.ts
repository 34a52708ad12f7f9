import type { OrderSummaryLine } from '@keyshop/ui';
import type { CartLine } from '../state/cartRules';

/** Cart lines as OrderSummary lines. */
export const summaryLines = (lines: readonly CartLine[]): OrderSummaryLine[] =>
  lines.map((line) => ({
    id: line.id,
    name: line.company_name,
    quantity: line.cart_quantity,
    unitPrice: line.price,
  }));
