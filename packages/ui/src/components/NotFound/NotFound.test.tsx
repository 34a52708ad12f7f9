import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { buttonVariants } from '../Button';
import * as stories from './NotFound.stories';

// The stories are the fixtures: the sample home route, the router link and the replaced texts.
const { Playground, RouterLink, CustomTexts } = composeStories(stories);

describe('NotFound', () => {
  it('shows the default heading, explanation and a link home styled as a button', async () => {
    await render(<Playground />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect
      .element(page.getByText('The page you are looking for might have been moved or does not exist.'))
      .toBeVisible();
    const home = page.getByRole('link', { name: 'Back to Home' });
    await expect.element(home).toHaveAttribute('href', '/');
    await expect.element(home).toHaveClass(buttonVariants());
  });

  it('renders the home link through the render prop (a router Link)', async () => {
    await render(<RouterLink />);
    const home = page.getByRole('link', { name: 'Back to Home' });
    await expect.element(home).toHaveAttribute('data-router-link', '');
    await expect.element(home).toHaveClass(buttonVariants());
  });

  it('takes every text through labels, at any heading level', async () => {
    await render(<CustomTexts headingLevel={2} />);
    await expect.element(page.getByRole('heading', { level: 2, name: 'This product is gone' })).toBeVisible();
    await expect.element(page.getByText('It might have been removed from the catalogue.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Browse products' }))
      .toHaveAttribute('href', '/products');
  });
});
