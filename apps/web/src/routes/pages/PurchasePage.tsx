import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function PurchasePage() {
  return (
    <>
      <title>{pageTitle('Purchase')}</title>
      <h1>Purchase</h1>
      <p>The purchase page is being built.</p>
    </>
  );
}
