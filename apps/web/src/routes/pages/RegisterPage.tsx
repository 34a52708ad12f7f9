import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function RegisterPage() {
  return (
    <>
      <title>{pageTitle('Register')}</title>
      <h1>Register</h1>
      <p>The registration form is being built.</p>
    </>
  );
}
