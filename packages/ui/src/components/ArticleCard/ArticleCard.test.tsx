import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './ArticleCard.stories';

// The stories are the fixtures: the spring article (three paragraphs) in its 560 px column.
const { Playground } = composeStories(stories);

describe('ArticleCard', () => {
  it('is an article named by its title, with a machine-readable date', async () => {
    await render(<Playground headingLevel={3} />);
    const article = page.getByRole('article', { name: 'The ten most awaited games of spring' });
    await expect
      .element(article.getByRole('heading', { level: 3 }))
      .toHaveTextContent('The ten most awaited games of spring');
    await expect.element(article.getByText('14 March 2025')).toHaveAttribute('datetime', '2025-03-14');
    expect(article.element().querySelectorAll('p')).toHaveLength(3);
  });

  it('clamps long content behind Read More', async () => {
    await render(<Playground />);
    const toggle = page.getByRole('button', { name: 'Read More' });
    await toggle.click();
    await expect
      .element(page.getByRole('button', { name: 'Read Less' }))
      .toHaveAttribute('aria-expanded', 'true');
  });
});
