import type { InventoryItem } from '@keyshop/contracts';
import { Button, ErrorState, InventoryCard, InventoryGrid } from '@keyshop/ui';
import { useState } from 'react';
import { revealKey } from '../api/inventory';
import { useInventory } from '../hooks/account';
import { notify } from '../state/notify';
import { coverAspectRatio } from '../lib/productView';
import { renderRouterLink } from './routerLink';

export interface KeyInventoryProps {
  /** Only the keys of this order. */
  orderId?: string;
  /** Level of each key's heading, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/** The user's purchased keys as cards, masked until Show Key (then copyable); empty and error states. */
export function KeyInventory({ orderId, headingLevel = 2 }: KeyInventoryProps) {
  const { data, error, isLoading, mutate } = useInventory();
  // Keys revealed in this visit; keys revealed before come back unmasked from the API.
  const [revealed, setRevealed] = useState<Record<string, string>>({});

  if (error && !data) {
    return (
      <ErrorState
        message="Your keys could not be loaded."
        action={<Button onClick={() => void mutate()}>Try again</Button>}
      />
    );
  }
  const items = (data?.items ?? []).filter((item) => !orderId || item.orderId === orderId);
  const reveal = async (item: InventoryItem) => {
    try {
      const { key } = await revealKey(item.keyId);
      setRevealed((keys) => ({ ...keys, [item.keyId]: key }));
    } catch (caught) {
      notify.error(caught instanceof Error ? caught.message : 'The key could not be shown.');
    }
  };

  return (
    <InventoryGrid
      hrefs={{ products: '/products' }}
      items={items}
      loading={isLoading}
      getKey={(item) => item.keyId}
      renderLink={renderRouterLink}
      renderItem={(item) => (
        <InventoryCard
          headingLevel={headingLevel}
          imageAspectRatio={coverAspectRatio}
          name={item.company_name}
          image={item.img}
          platform={item.platform}
          maskedKey={item.key}
          revealedKey={revealed[item.keyId] ?? (item.revealedAt ? item.key : undefined)}
          onReveal={() => reveal(item)}
        />
      )}
    />
  );
}
