import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function HomePage() {
  return (
    <>
      <title>{pageTitle('Home')}</title>
      <h1>Home</h1>
      <p>The home page is being built.</p>
    </>
  );
}
