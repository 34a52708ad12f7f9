import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './FaqCategoryCard.stories';

// The stories are the fixtures: the Account category with six questions (five shown).
const { Playground } = composeStories(stories);

describe('FaqCategoryCard', () => {
  it('is a region named by its title, listing at most five questions', async () => {
    await render(<Playground headingLevel={3} />);
    const card = page.getByRole('region', { name: 'Account' });
    await expect.element(card.getByRole('heading', { level: 3 })).toHaveTextContent('Account');
    expect(
      card
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual([
      'How do I create an account?',
      'How do I change my username, e-mail address or password?',
      'I forgot my password. What can I do?',
      'How do I request a refund?',
      'How do I delete my account?',
    ]);
    await expect
      .element(card.getByRole('link', { name: 'View All Articles' }))
      .toHaveAttribute('href', '#faq-account');
  });

  // Prop plumbing (another route, router and wording; no questions): a direct override of the story.
  it('renders the link through renderLink with an overridable label', async () => {
    await render(
      <Playground
        questions={[]}
        href="/faq/others"
        labels={{ viewAll: 'All questions' }}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`}>
            {children}
          </a>
        )}
      />,
    );
    await expect
      .element(page.getByRole('link', { name: 'All questions' }))
      .toHaveAttribute('href', '#/faq/others');
    expect(page.getByRole('list').elements()).toHaveLength(0);
  });
});
