import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function TermsAndConditionsPage() {
  return (
    <>
      <title>{pageTitle('Terms and Conditions')}</title>
      <h1>Terms and Conditions</h1>
      <p>This page is being written.</p>
    </>
  );
}
