import { orderNumber } from '@keyshop/contracts';
import { Button, EmptyState } from '@keyshop/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pendingPurchase } from '../../state/pendingPurchase';

/**
 * An empty cart whose lines FAST CHECKOUT took on (Back from /purchase or from the payment page): says where
 * they went, with the way there, instead of "Your cart is empty". `empty` is shown when nothing is pending.
 * Reads this tab's session storage: render it only in the browser.
 */
export function MovedToOrder({ empty }: { empty: ReactNode }) {
  const pending = pendingPurchase.read();
  if (!pending) return empty;
  const lines = `${pending.lines.length} ${pending.lines.length === 1 ? 'line' : 'lines'}`;
  return pending.orderId ? (
    <EmptyState
      message={`Your cart's ${lines} became order ${orderNumber(pending.orderId)}`}
      description="Its keys are reserved for you until it is paid or cancelled. Nothing has been charged yet."
      action={
        <Button asChild>
          <Link to={`/purchase?order=${encodeURIComponent(pending.orderId)}&canceled=1`}>
            View order {orderNumber(pending.orderId)}
          </Link>
        </Button>
      }
    />
  ) : (
    <EmptyState
      message={`Your cart's ${lines} ${pending.lines.length === 1 ? 'is' : 'are'} waiting on the purchase page`}
      description="They are not ordered yet: Buy now reserves their keys."
      action={
        <Button asChild>
          <Link to="/purchase">Continue your purchase</Link>
        </Button>
      }
    />
  );
}
