import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FaqCategoryCard } from './FaqCategoryCard';

const questions = ['Q1?', 'Q2?', 'Q3?', 'Q4?', 'Q5?', 'Q6?', 'Q7?'];

describe('FaqCategoryCard', () => {
  it('is a region named by its title, listing at most five questions', async () => {
    await render(
      <FaqCategoryCard title="Payments" questions={questions} to="/faq/payments" headingLevel={3} />,
    );
    const card = page.getByRole('region', { name: 'Payments' });
    await expect.element(card.getByRole('heading', { level: 3 })).toHaveTextContent('Payments');
    expect(
      card
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['Q1?', 'Q2?', 'Q3?', 'Q4?', 'Q5?']);
    await expect
      .element(card.getByRole('link', { name: 'View All Articles' }))
      .toHaveAttribute('href', '/faq/payments');
  });

  it('renders the link through renderLink with an overridable label', async () => {
    await render(
      <FaqCategoryCard
        title="Others"
        questions={[]}
        to="/faq/others"
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
