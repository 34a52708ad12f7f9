import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LegalPage } from './LegalPage';

const sections = [
  { id: 'data', heading: 'Data we collect', paragraphs: ['Only what we need.'], list: ['E-mail', 'Orders'] },
  {
    id: 'storage',
    heading: 'Local storage',
    definitions: [{ term: 'cart', description: 'Your cart lines.' }],
    links: [{ label: 'Cookie policy', to: '/Cookies' }],
  },
];

describe('LegalPage', () => {
  it('renders the outline: h1, date, contents linking to each h2 section', async () => {
    await render(
      <LegalPage
        title="Privacy Policy"
        intro="Your data, explained."
        updated="2025-02-10"
        sections={sections}
      />,
    );
    await expect.element(page.getByRole('article', { name: 'Privacy Policy' })).toBeVisible();
    await expect.element(page.getByText('10 February 2025')).toHaveAttribute('datetime', '2025-02-10');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect
      .element(toc.getByRole('link', { name: 'Local storage' }))
      .toHaveAttribute('href', '#storage');
    const section = page.getByRole('region', { name: 'Local storage' });
    await expect.element(section.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'storage');
    await expect.element(section.getByRole('term')).toHaveTextContent('cart');
    await expect
      .element(page.getByRole('region', { name: 'Data we collect' }).getByRole('listitem').nth(1))
      .toHaveTextContent('Orders');
  });

  it('moves to a section when its contents link is followed', async () => {
    await render(<LegalPage title="Privacy Policy" intro="Intro." sections={sections} />);
    await page.getByRole('link', { name: 'Local storage' }).click();
    expect(window.location.hash).toBe('#storage');
    expect(document.querySelector(':target')?.textContent).toBe('Local storage');
  });

  it('renders section links through renderLink', async () => {
    await render(
      <LegalPage
        title="Cookies"
        intro="Intro."
        sections={sections}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`/app${href}`}>
            {children}
          </a>
        )}
      />,
    );
    await expect
      .element(page.getByRole('link', { name: 'Cookie policy' }))
      .toHaveAttribute('href', '/app/Cookies');
  });
});
