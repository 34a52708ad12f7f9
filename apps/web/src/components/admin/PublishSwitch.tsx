import type { AdminProductResponse } from '@keyshop/contracts/operator';
import { Switch } from '@keyshop/ui';
import { useState } from 'react';
import { setProductPublished } from '../../api/admin';

/** Shows or hides a product in the store at once (the switch follows the API's answer). */
export function PublishSwitch({
  productId,
  published,
  onChanged,
}: {
  productId: number;
  published: boolean;
  onChanged: (saved: AdminProductResponse) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const change = async (next: boolean) => {
    setPending(true);
    setError(undefined);
    try {
      onChanged(await setProductPublished(productId, next));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Switch
      label="Published"
      description="Shown in the store, its search and sitemap. A hidden product keeps its keys and orders."
      checked={published}
      disabled={pending}
      error={error}
      onCheckedChange={(next) => void change(next)}
    />
  );
}
