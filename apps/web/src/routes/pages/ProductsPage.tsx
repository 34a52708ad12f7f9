import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function ProductsPage() {
  return (
    <>
      <title>{pageTitle('Products')}</title>
      <h1>Products</h1>
      <p>The catalogue is being built.</p>
    </>
  );
}
