import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function CartPage() {
  return (
    <>
      <title>{pageTitle('Cart')}</title>
      <h1>Cart</h1>
      <p>The cart page is being built.</p>
    </>
  );
}
