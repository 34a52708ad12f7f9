import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ArticleCard } from './ArticleCard';

describe('ArticleCard', () => {
  it('is an article named by its title, with a machine-readable date', async () => {
    await render(
      <ArticleCard title="Patch notes" date="2024-12-24" content={['First.', 'Second.']} headingLevel={3} />,
    );
    const article = page.getByRole('article', { name: 'Patch notes' });
    await expect.element(article.getByRole('heading', { level: 3 })).toHaveTextContent('Patch notes');
    await expect.element(article.getByText('24 December 2024')).toHaveAttribute('datetime', '2024-12-24');
    expect(article.element().querySelectorAll('p')).toHaveLength(2);
  });

  it('clamps long content behind Read More', async () => {
    await render(
      <div style={{ width: 320 }}>
        <ArticleCard title="Long read" date="2024-12-24" content={'Many words here. '.repeat(40)} />
      </div>,
    );
    const toggle = page.getByRole('button', { name: 'Read More' });
    await toggle.click();
    await expect
      .element(page.getByRole('button', { name: 'Read Less' }))
      .toHaveAttribute('aria-expanded', 'true');
  });
});
