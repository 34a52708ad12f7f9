import { pagePaths, subscribeRequestSchema } from '@keyshop/contracts';
import { Alert, Button, Form, FormSubmit, Page, TextField } from '@keyshop/ui';
import { Link, useActionData } from 'react-router';
import type { Route } from './+types/NewsletterPage';
import { answered, readForm, refusedFields } from '../../lib/formPost.server';
import { pageTitle } from '../../lib/title';
import { noindexMeta } from '../../seo';

/** The footer's newsletter form, posted without scripts: checked with the API's schema, then subscribed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { values, parsed } = await readForm(request, subscribeRequestSchema, ['email']);
  if (!parsed.success) return refusedFields(values, parsed.error);
  return answered(values, await context.messages.subscribe(parsed.data));
}

/**
 * /newsletter: the answer to the footer's form when it was sent without scripts (with them the footer answers
 * in place), or the form again with the reason it was refused.
 */
export function NewsletterPage() {
  const answer = useActionData<typeof action>();
  return (
    <Page title="Newsletter" width="narrow">
      <title>{pageTitle('Newsletter')}</title>
      {answer?.ok ? (
        <Alert
          variant="success"
          title={answer.message}
          action={
            <Button asChild variant="secondary">
              <Link to={pagePaths.products}>Continue Shopping</Link>
            </Button>
          }
        >
          Deals and new releases will come to your inbox.
        </Alert>
      ) : (
        <Form
          method="post"
          action={pagePaths.newsletter}
          aria-label="Newsletter"
          status={answer ? 'error' : 'idle'}
          errorMessage={answer?.message}
        >
          <p>Deals and new releases in your inbox. Unsubscribe at any time.</p>
          <TextField
            label="Email address"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={answer?.values.email}
            error={answer?.fieldErrors.email}
          />
          <FormSubmit>Subscribe</FormSubmit>
        </Form>
      )}
    </Page>
  );
}

/** A shopper's own answer: never indexed. */
export const meta = noindexMeta;

export default NewsletterPage;
