import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function LoginPage() {
  return (
    <>
      <title>{pageTitle('Sign In')}</title>
      <h1>Sign In</h1>
      <p>The sign-in form is being built.</p>
    </>
  );
}
