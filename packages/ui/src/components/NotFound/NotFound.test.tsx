import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { buttonVariants } from '../Button';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('shows the default heading, explanation and a link home styled as a button', async () => {
    await render(<NotFound />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect
      .element(page.getByText('The page you are looking for might have been moved or does not exist.'))
      .toBeVisible();
    const home = page.getByRole('link', { name: 'Back to Home' });
    await expect.element(home).toHaveAttribute('href', '/');
    await expect.element(home).toHaveClass(buttonVariants());
  });

  it('renders the home link through the render prop (a router Link) and takes other texts', async () => {
    const RouterLink = ({
      to,
      children,
      ...rest
    }: {
      to: string;
      children: ReactNode;
      className?: string;
    }) => (
      <a {...rest} href={`#${to}`} data-router-link="">
        {children}
      </a>
    );
    await render(
      <NotFound
        heading="Oops"
        message="Nothing here."
        labels={{ home: 'Go home' }}
        homeHref="/start"
        headingLevel={2}
        renderLink={({ href, ...props }) => <RouterLink to={href} {...props} />}
      />,
    );
    await expect.element(page.getByRole('heading', { level: 2, name: 'Oops' })).toBeVisible();
    await expect.element(page.getByText('Nothing here.')).toBeVisible();
    const home = page.getByRole('link', { name: 'Go home' });
    await expect.element(home).toHaveAttribute('href', '#/start');
    await expect.element(home).toHaveAttribute('data-router-link', '');
    await expect.element(home).toHaveClass(buttonVariants());
  });
});
