import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function ContactUsPage() {
  return (
    <>
      <title>{pageTitle('Contact Us')}</title>
      <h1>Contact Us</h1>
      <p>The contact form is being built.</p>
    </>
  );
}
