import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function ImpressumPage() {
  return (
    <>
      <title>{pageTitle('Impressum')}</title>
      <h1>Impressum</h1>
      <p>This page is being written.</p>
    </>
  );
}
