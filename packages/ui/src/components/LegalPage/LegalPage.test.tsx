import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './LegalPage.stories';

// The stories are the fixtures: the terms and conditions with their four sections.
const { Playground } = composeStories(stories);

describe('LegalPage', () => {
  it('renders the outline: h1, date, contents linking to each h2 section', async () => {
    await render(<Playground />);
    await expect.element(page.getByRole('article', { name: 'Terms and Conditions' })).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect.element(toc.getByRole('link', { name: '4. Contact' })).toHaveAttribute('href', '#contact');
    const section = page.getByRole('region', { name: '4. Contact' });
    await expect.element(section.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'contact');
    await expect.element(section.getByRole('term').first()).toHaveTextContent('E-mail');
    await expect
      .element(page.getByRole('region', { name: '2. Prices and payment' }).getByRole('listitem').nth(1))
      .toHaveTextContent('Digital wallets');
  });

  it('moves to a section when its contents link is followed', async () => {
    // The story's play follows "3. Right of withdrawal" from the contents.
    await renderAndPlay(Playground);
    expect(document.querySelector(':target')?.textContent).toBe('3. Right of withdrawal');
  });

  it('renders section links through renderLink', async () => {
    await render(
      <Playground
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`/app${href}`}>
            {children}
          </a>
        )}
      />,
    );
    await expect
      .element(page.getByRole('link', { name: 'Contact form' }))
      .toHaveAttribute('href', '/app#contact-form');
  });
});
