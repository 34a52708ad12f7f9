import type { InventoryItem } from '@keyshop/contracts';
import { Button, ErrorState, InventoryCard, InventoryGrid } from '@keyshop/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { revealKey } from '../../api/inventory';
import { useInventory } from '../../hooks/account';
import { notify } from '../../state/notify';
import { renderRouterLink } from '../routerLink';

/** The user's purchased keys, masked until Show Key; `orderId` narrows them to one order. */
export function InventoryTab({ orderId }: { orderId?: string }) {
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
    <>
      {orderId && (
        <p>
          Showing the keys of one order.{' '}
          <Button asChild variant="link">
            <Link to="/account?tab=inventory">Show all keys</Link>
          </Button>
        </p>
      )}
      <InventoryGrid
        items={items}
        loading={isLoading}
        getKey={(item) => item.keyId}
        renderLink={renderRouterLink}
        renderItem={(item) => (
          <InventoryCard
            headingLevel={2}
            name={item.company_name}
            img={item.img}
            platform={item.platform}
            maskedKey={item.key}
            revealedKey={revealed[item.keyId] ?? (item.revealedAt ? item.key : undefined)}
            onReveal={() => reveal(item)}
          />
        )}
      />
    </>
  );
}
