import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function AccessibilityPage() {
  return (
    <>
      <title>{pageTitle('Accessibility')}</title>
      <h1>Accessibility</h1>
      <p>This page is being written.</p>
    </>
  );
}
