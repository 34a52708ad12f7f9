import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function AboutUsPage() {
  return (
    <>
      <title>{pageTitle('About Us')}</title>
      <h1>About Us</h1>
      <p>This page is being written.</p>
    </>
  );
}
