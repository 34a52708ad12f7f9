import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function FaqPage() {
  return (
    <>
      <title>{pageTitle('Help Centre')}</title>
      <h1>Help Centre</h1>
      <p>The help centre is being built.</p>
    </>
  );
}
