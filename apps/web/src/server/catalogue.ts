import {
  productIdParamSchema,
  productListResponseSchema,
  productSchema,
  type Product,
  type ProductListQuery,
  type ProductListResponse,
} from '@keyshop/contracts';
import type { AppLoadContext } from 'react-router';
import { findInCatalogue, queryCatalogue } from '../api/catalogue';

// Loaders call the API's catalogue services in-process. When the database fails, the page renders from the
// static catalogue, as the browser does when the API fails. The contracts check what goes to the page.

export async function loadProductList(
  { catalogue }: AppLoadContext,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  try {
    return productListResponseSchema.parse(await catalogue.list(query));
  } catch (error) {
    console.error('Catalogue failed; rendering from the static catalogue', error);
    return queryCatalogue(catalogue.staticProducts(), query);
  }
}

/** A product by any of its identifiers; undefined for an id no product can have or none has. */
export async function loadProduct({ catalogue }: AppLoadContext, id: string): Promise<Product | undefined> {
  if (!productIdParamSchema.safeParse({ id }).success) return undefined;
  try {
    const product = await catalogue.get(id);
    return product && productSchema.parse(product);
  } catch (error) {
    console.error('Catalogue failed; rendering from the static catalogue', error);
    return findInCatalogue(catalogue.staticProducts(), id);
  }
}
