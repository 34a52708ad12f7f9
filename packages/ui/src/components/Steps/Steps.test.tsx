import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Steps } from './Steps';

const steps = [
  { title: 'Open Steam', body: 'Sign in.' },
  {
    title: 'Enter your key',
    body: 'Paste it.',
    link: { label: 'Redeem online', to: 'https://example.com/redeem' },
  },
];

describe('Steps', () => {
  it('is an ordered list of titled steps', async () => {
    const { container } = await render(<Steps steps={steps} headingLevel={4} />);
    expect(container.querySelector('ol')).not.toBeNull();
    const items = page.getByRole('listitem');
    expect(items.elements()).toHaveLength(2);
    await expect.element(items.nth(1).getByRole('heading', { level: 4 })).toHaveTextContent('Enter your key');
    await expect
      .element(page.getByRole('link', { name: 'Redeem online' }))
      .toHaveAttribute('href', 'https://example.com/redeem');
  });

  it('renders links through renderLink', async () => {
    await render(
      <Steps
        steps={steps}
        renderLink={({ href, children }) => (
          <button type="button" data-to={href}>
            {children}
          </button>
        )}
      />,
    );
    await expect
      .element(page.getByRole('button', { name: 'Redeem online' }))
      .toHaveAttribute('data-to', 'https://example.com/redeem');
    expect(page.getByRole('link').elements()).toHaveLength(0);
  });
});
