import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Page } from './Page';

describe('Page', () => {
  it('gives the page one h1 and puts the actions beside it', async () => {
    await render(
      <Page title="Cart" actions={<button type="button">Clear cart</button>}>
        <p>Lines</p>
      </Page>,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Clear cart' })).toBeVisible();
    await expect.element(page.getByText('Lines')).toBeVisible();
  });

  it('keeps a hidden title in the outline', async () => {
    await render(<Page title="Keyshop" titleHidden />);
    const heading = page.getByRole('heading', { level: 1, name: 'Keyshop' });
    await expect.element(heading).toBeInTheDocument();
    expect(heading.element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('adds no heading when the content brings its own h1', async () => {
    await render(
      <Page>
        <h1>Terms and Conditions</h1>
      </Page>,
    );
    expect(page.getByRole('heading', { level: 1 }).elements()).toHaveLength(1);
  });

  it('never grows wider than a 360 px screen because of wide content', async () => {
    await render(
      <div style={{ width: 360 }}>
        <Page title="Products">
          <pre style={{ overflowX: 'auto' }}>{'x'.repeat(400)}</pre>
        </Page>
      </div>,
    );
    const root = page.getByRole('heading', { level: 1 }).element().parentElement!;
    expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  });
});
