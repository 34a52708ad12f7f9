import type { Product } from '@keyshop/contracts';
import { stockState } from '@keyshop/ui';
import { useEffect, useRef } from 'react';
import { useProductUpdates } from './useProductUpdates';
import { announcer } from '../state/announcer';

/** What a screen reader hears when a shown product's stock changes. */
export function stockAnnouncement(name: string, qty: number, totalQty: number | null): string {
  switch (stockState(qty, totalQty)) {
    case 'sold-out':
      return `${name} is now sold out`;
    case 'low':
      return `${name}: only ${qty} left`;
    default:
      return `${name}: ${qty} in stock`;
  }
}

/**
 * Live stock for a list view: subscribes to the products it shows while mounted (the cached lists update
 * themselves) and announces, through the layout's polite live region, changes to them.
 */
export function useLiveStock(shown: readonly Product[] | undefined): void {
  const update = useProductUpdates(shown?.map((product) => product.id));
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);
  useEffect(() => {
    if (!update) return;
    const product = shownRef.current?.find((item) => item.id === update.productId);
    if (product) announcer.announce(stockAnnouncement(product.company_name, update.qty, update.totalQty));
  }, [update]);
}
