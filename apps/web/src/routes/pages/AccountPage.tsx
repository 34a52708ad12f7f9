import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function AccountPage() {
  return (
    <>
      <title>{pageTitle('My Account')}</title>
      <h1>My Account</h1>
      <p>Your account area is being built.</p>
    </>
  );
}
