import type { AdminSale } from '@keyshop/contracts/operator';
import { Alert, AlertDialog, Button, ButtonGroup, formatPrice, Page } from '@keyshop/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { cancelProductSale } from '../../api/admin';
import { AdminProductState } from '../../components/admin/AdminProductState';
import { SaleForm } from '../../components/admin/SaleForm';
import { useAdminProduct } from '../../hooks/admin';
import { noindexMeta } from '../../seo';
import { formatDateTime } from '../../lib/admin/adminFormat';
import { adminPaths } from '../../lib/admin/adminLinks';
import { adminTitle } from '../../lib/admin/adminTitle';

/** Where a sale stands now, in words. */
function saleState(sale: AdminSale, now = Date.now()): string {
  const span = `${formatPrice(sale.price)} from ${formatDateTime(sale.startsAt)} to ${formatDateTime(sale.endsAt)}`;
  if (Date.parse(sale.endsAt) <= now) return `Ended: ${span}.`;
  return Date.parse(sale.startsAt) <= now ? `On sale now: ${span}.` : `Scheduled: ${span}.`;
}

/**
 * /admin/products/:id/sale: schedule, change or cancel the product's sale. The store switches to the sale price
 * at its start and back at its end by itself, on every process.
 */
export function SalePage() {
  const productId = Number(useParams().id);
  const { data, error, mutate } = useAdminProduct(productId);
  const [cancelled, setCancelled] = useState(false);
  const [cancelError, setCancelError] = useState<string>();
  const title = data ? `Sale: ${data.product.company_name}` : 'Sale';

  const cancel = async () => {
    setCancelError(undefined);
    try {
      const next = await cancelProductSale(productId);
      setCancelled(true);
      void mutate(next, { revalidate: false });
    } catch (caught) {
      // The dialog stays open (AlertDialog's rule for a failed confirm); the reason shows on the page.
      setCancelError(caught instanceof Error ? caught.message : String(caught));
      throw caught;
    }
  };

  return (
    <Page title={title} width="narrow">
      <title>{adminTitle(title)}</title>
      {!data ? (
        <AdminProductState error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <p>
            Regular price: {formatPrice(data.product.regularPrice ?? data.product.price)}.{' '}
            <Link to={adminPaths.product(productId)}>Edit the product</Link>
          </p>
          {data.sale ? (
            <Alert variant="info" title="This product's sale" live>
              {saleState(data.sale)}
            </Alert>
          ) : (
            <p>{cancelled ? 'The sale is cancelled: the regular price applies.' : 'No sale is set.'}</p>
          )}
          <SaleForm
            key={productId}
            productId={productId}
            sale={data.sale}
            onSaved={(next) => {
              setCancelled(false);
              void mutate(next, { revalidate: false });
            }}
          />
          {data.sale && (
            <ButtonGroup>
              <AlertDialog
                variant="danger"
                trigger={<Button variant="danger">Cancel sale</Button>}
                title={`Cancel the sale of ${data.product.company_name}?`}
                description="The regular price applies again at once, in the store and in new orders."
                labels={{ confirm: 'Cancel sale', cancel: 'Keep sale' }}
                onConfirm={cancel}
              />
            </ButtonGroup>
          )}
          {cancelError && (
            <Alert variant="danger" live title="The sale was not cancelled">
              {cancelError}
            </Alert>
          )}
        </>
      )}
    </Page>
  );
}

export const meta = noindexMeta;

export default SalePage;
