import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function WishlistPage() {
  return (
    <>
      <title>{pageTitle('Wishlist')}</title>
      <h1>Wishlist</h1>
      <p>The wishlist page is being built.</p>
    </>
  );
}
