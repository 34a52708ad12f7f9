import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function AboutPage() {
  return (
    <>
      <title>{pageTitle('About')}</title>
      <h1>About</h1>
      <p>About Page</p>
    </>
  );
}
