import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { InventoryCard, type InventoryCardProps } from './InventoryCard';
import { InventoryGrid } from './InventoryGrid';

const base = { name: 'Elden Ring', platform: 'steam', maskedKey: 'XXXXX-XXXXX-7F3KQ' };
const fullKey = 'A1B2C-D3E4F-7F3KQ';

// The app's part: a request that resolves when the test says so, then the key passed back.
function Card(props: Partial<InventoryCardProps> & { request: Promise<void> }) {
  const [key, setKey] = useState<string>();
  const { request, ...rest } = props;
  return (
    <InventoryCard
      {...base}
      {...rest}
      revealedKey={key}
      onReveal={async () => {
        await request;
        setKey(fullKey);
      }}
    />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InventoryCard', () => {
  it('shows the image lazily with the name as alt text, the platform and the masked key', async () => {
    await render(<InventoryCard {...base} image="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />);
    const image = page.getByRole('img', { name: 'Elden Ring' });
    await expect.element(image).toHaveAttribute('loading', 'lazy');
    await expect.element(page.getByRole('heading', { name: 'Elden Ring' })).toBeVisible();
    await expect.element(page.getByText('Steam')).toBeVisible();
    await expect.element(page.getByText('XXXXX-XXXXX-7F3KQ')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });

  it('shows a placeholder and no image when the image is missing', async () => {
    await render(<InventoryCard {...base} image={null} />);
    expect(page.getByRole('img').elements()).toHaveLength(0);
    await expect.element(page.getByRole('article', { name: 'Elden Ring' })).toBeVisible();
  });

  it('is busy while the reveal promise is pending, then shows the key and focuses Copy (keyboard)', async () => {
    let finish = () => {};
    const request = new Promise<void>((resolve) => (finish = resolve));
    await render(<Card request={request} />);
    const show = page.getByRole('button', { name: 'Show Key' });
    await userEvent.keyboard('{Tab}');
    await expect.element(show).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(show).toHaveAttribute('aria-busy', 'true');
    await expect.element(show).toBeDisabled();
    finish();
    const copy = page.getByRole('button', { name: 'Copy' });
    await expect.element(copy).toHaveFocus();
    await expect.element(page.getByText(fullKey)).toBeVisible();
    await expect.element(page.getByRole('article')).toHaveAttribute('data-state', 'revealed');
  });

  it('follows a controlled revealing flag', async () => {
    const onReveal = vi.fn();
    const screen = await render(<InventoryCard {...base} revealing onReveal={onReveal} />);
    await expect.element(page.getByRole('button', { name: 'Show Key' })).toHaveAttribute('aria-busy', 'true');
    await screen.rerender(<InventoryCard {...base} revealing={false} onReveal={onReveal} />);
    await page.getByRole('button', { name: 'Show Key' }).click();
    expect(onReveal).toHaveBeenCalledOnce();
  });

  it('copies the key with the clipboard API and says Copied', async () => {
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await render(<InventoryCard {...base} revealedKey={fullKey} />);
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(write).toHaveBeenCalledWith(fullKey);
    await expect.element(page.getByRole('status')).toHaveTextContent('Copied');
  });

  it('says copying failed and selects the key when the clipboard refuses', async () => {
    const writeClipboard = vi.fn().mockRejectedValue(new Error('denied'));
    await render(<InventoryCard {...base} revealedKey={fullKey} writeClipboard={writeClipboard} />);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Copying failed. Select the key and copy it yourself.');
    expect(document.getSelection()?.toString()).toBe(fullKey);
  });

  it('ends the busy state when the reveal fails, so it can be tried again', async () => {
    const onReveal = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    await render(<InventoryCard {...base} onReveal={onReveal} />);
    const show = page.getByRole('button', { name: 'Show Key' });
    await show.click();
    await expect.element(show).not.toHaveAttribute('aria-busy');
    await show.click();
    expect(onReveal).toHaveBeenCalledTimes(2);
  });
});

describe('InventoryGrid', () => {
  const renderLink = vi.fn(({ href, children, ...props }) => (
    <a {...props} href={href}>
      {children}
    </a>
  ));

  it('lists the items it is given', async () => {
    await render(
      <InventoryGrid
        productsHref="/products"
        items={['a', 'b']}
        getKey={(item) => item}
        renderItem={(item) => <InventoryCard {...base} name={item} />}
      />,
    );
    expect(page.getByRole('region', { name: 'Your keys' }).getByRole('listitem').elements()).toHaveLength(2);
  });

  it('shows No keys yet with a link to the products through renderLink', async () => {
    await render(
      <InventoryGrid
        productsHref="/products"
        items={[]}
        getKey={String}
        renderItem={() => null}
        renderLink={renderLink}
      />,
    );
    await expect.element(page.getByText('No keys yet')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Browse Products' }))
      .toHaveAttribute('href', '/products');
    expect(renderLink).toHaveBeenCalled();
  });

  it('announces loading and marks the region busy', async () => {
    await render(
      <InventoryGrid productsHref="/products" items={[]} loading getKey={String} renderItem={() => null} />,
    );
    await expect.element(page.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading your keys');
    await expect.element(page.getByText('No keys yet')).not.toBeInTheDocument();
  });
});
