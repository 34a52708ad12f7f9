import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function PrivacyPolicyPage() {
  return (
    <>
      <title>{pageTitle('Privacy Policy')}</title>
      <h1>Privacy Policy</h1>
      <p>This page is being written.</p>
    </>
  );
}
