import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function CheckoutPage() {
  return (
    <>
      <title>{pageTitle('Checkout')}</title>
      <h1>Checkout</h1>
      <p>The order review is being built.</p>
    </>
  );
}
