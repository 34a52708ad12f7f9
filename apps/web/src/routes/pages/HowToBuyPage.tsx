import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function HowToBuyPage() {
  return (
    <>
      <title>{pageTitle('How to Buy')}</title>
      <h1>How to Buy</h1>
      <p>This page is being written.</p>
    </>
  );
}
