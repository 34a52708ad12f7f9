import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function CookiesPage() {
  return (
    <>
      <title>{pageTitle('Cookies')}</title>
      <h1>Cookies</h1>
      <p>This page is being written.</p>
    </>
  );
}
