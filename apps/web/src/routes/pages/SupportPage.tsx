import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function SupportPage() {
  return (
    <>
      <title>{pageTitle('Support')}</title>
      <h1>Support</h1>
      <p>The support form is being built.</p>
    </>
  );
}
