import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function ProductPage() {
  return (
    <>
      <title>{pageTitle('Product')}</title>
      <h1>Product</h1>
      <p>The product page is being built.</p>
    </>
  );
}
