import { Button, ButtonGroup, formatPrice, Page } from '@keyshop/ui';
import { Link, useParams } from 'react-router';
import { AdminProductState } from '../../components/admin/AdminProductState';
import { CoverUpload } from '../../components/admin/CoverUpload';
import { ProductForm } from '../../components/admin/ProductForm';
import { PublishSwitch } from '../../components/admin/PublishSwitch';
import { useAdminProduct } from '../../hooks/admin';
import { noindexMeta } from '../../seo';
import { adminPaths } from '../../lib/admin/adminLinks';
import { adminTitle } from '../../lib/admin/adminTitle';
import { productPath } from '../../lib/links';

/** /admin/products/:id: a product's fields, whether the store shows it, its cover; its sale and keys a link away. */
export function ProductEditPage() {
  const productId = Number(useParams().id);
  const { data, error, mutate } = useAdminProduct(productId);
  const title = data ? `Edit ${data.product.company_name}` : 'Edit product';
  const saved = (next: typeof data) => void mutate(next, { revalidate: false });

  return (
    <Page title={title} width="narrow">
      <title>{adminTitle(title)}</title>
      {!data ? (
        <AdminProductState error={error} onRetry={() => void mutate()} />
      ) : (
        <>
          <ButtonGroup aria-label="Product actions">
            <Button asChild variant="secondary">
              <Link to={adminPaths.sale(productId)}>{data.sale ? 'Edit sale' : 'Schedule a sale'}</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={adminPaths.keyImport(productId)}>Import keys</Link>
            </Button>
            {data.published && (
              <Button asChild variant="link">
                <a href={productPath({ id: productId })}>View in the store</a>
              </Button>
            )}
          </ButtonGroup>
          <p>
            Keys in stock: {data.product.qty}.
            {data.sale && ` Its sale price: ${formatPrice(data.sale.price)}.`}
          </p>
          <h2>Visibility</h2>
          <PublishSwitch productId={productId} published={data.published} onChanged={saved} />
          <h2>Details</h2>
          <ProductForm key={productId} product={data.product} onSaved={saved} />
          <h2>Cover</h2>
          <CoverUpload
            key={productId}
            productId={productId}
            name={data.product.company_name}
            img={data.product.img}
            onUploaded={(img) => saved({ ...data, product: { ...data.product, img } })}
          />
        </>
      )}
    </Page>
  );
}

export const meta = noindexMeta;

export default ProductEditPage;
