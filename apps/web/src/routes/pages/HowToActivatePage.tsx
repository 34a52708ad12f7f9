import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function HowToActivatePage() {
  return (
    <>
      <title>{pageTitle('How to Activate')}</title>
      <h1>How to Activate</h1>
      <p>This page is being written.</p>
    </>
  );
}
