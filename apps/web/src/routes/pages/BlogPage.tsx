import { pageTitle } from '../title';

// Placeholder until this page is built: the route exists and says honestly what it will hold.
export function BlogPage() {
  return (
    <>
      <title>{pageTitle('Blog')}</title>
      <h1>Blog</h1>
      <p>The blog is being built.</p>
    </>
  );
}
