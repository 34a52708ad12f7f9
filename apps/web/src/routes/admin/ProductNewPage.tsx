import { Page } from '@keyshop/ui';
import { useNavigate } from 'react-router';
import { ProductForm } from '../../components/admin/ProductForm';
import { noindexMeta } from '../../seo';
import { adminPaths } from '../../lib/admin/adminLinks';
import { adminTitle } from '../../lib/admin/adminTitle';

/** /admin/products/new: a product starts unpublished, without keys; its page then takes a cover, keys, a sale. */
export function ProductNewPage() {
  const navigate = useNavigate();
  return (
    <Page title="New product" width="narrow">
      <title>{adminTitle('New product')}</title>
      <p>It stays hidden from the store until you publish it.</p>
      <ProductForm onSaved={({ product }) => void navigate(adminPaths.product(product.id))} />
    </Page>
  );
}

export const meta = noindexMeta;

export default ProductNewPage;
