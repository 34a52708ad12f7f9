import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RegionNotice } from './RegionNotice';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './RegionNotice.stories';

const { Flagged, ConfirmFromFlagged, Confirmed, WithRemove, CustomLabels, Advisory } =
  composeStories(stories);
const message =
  'The key for Hades can be activated only in these regions: Europe, United Kingdom. It cannot be activated in your country (United States), so you could not use it there.';

describe('RegionNotice', () => {
  it('announces the warning and is confirmed by its checkbox', async () => {
    const { container } = await render(<Flagged />);
    await expect.element(page.getByRole('status')).toHaveTextContent(message);
    const confirm = page.getByRole('checkbox', { name: 'Buy Hades anyway' });
    await expect.element(confirm).toHaveAccessibleDescription(message);
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'flagged');
    await confirm.click();
    await expect.element(confirm).toBeChecked();
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'confirmed');
    expect(Flagged.args.onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('ends "Flagged" flagged; confirming is its own story', async () => {
    const flagged = await renderAndPlay(Flagged);
    expect(flagged.container.querySelector('[data-state]')).toHaveAttribute('data-state', 'flagged');
    const confirming = await renderAndPlay(ConfirmFromFlagged);
    expect(confirming.container.querySelector('[data-state]')).toHaveAttribute('data-state', 'confirmed');
  });

  it('shows the confirmed state', async () => {
    await render(<Confirmed />);
    await expect.element(page.getByRole('checkbox', { name: 'Buy Hades anyway' })).toBeChecked();
  });

  it('offers no remove button without onRemove', async () => {
    await render(<Flagged />);
    await expect.element(page.getByRole('checkbox')).toBeVisible();
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('removes with onRemove', async () => {
    await render(<WithRemove />);
    await page.getByRole('button', { name: 'Remove Hades' }).click();
    expect(WithRemove.args.onRemove).toHaveBeenCalledOnce();
  });

  it("explains itself in one sentence: where the key activates, that it will not in the shopper's country", async () => {
    await render(<Flagged />);
    const text = page.getByRole('status').element().textContent!;
    // Region names follow a colon or stand in parentheses: no capital in the middle of running text.
    expect(text).not.toMatch(/ (in|not in) [A-Z]/);
    expect(text).toContain('so you could not use it there');
  });

  it('only warns before the cart: no checkbox, no remove button', async () => {
    const { container } = await render(<Advisory onRemove={fn()} />);
    await expect.element(page.getByRole('status')).toHaveTextContent(message);
    expect(page.getByRole('checkbox').elements()).toHaveLength(0);
    expect(page.getByRole('button').elements()).toHaveLength(0);
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'advisory');
  });

  it('takes its texts as labels', async () => {
    await render(<CustomLabels />);
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Hades lässt sich nur in Europa aktivieren, nicht in Vereinigte Staaten.');
  });

  it('takes the same checked / defaultChecked / onCheckedChange as ConsentGate', async () => {
    const onCheckedChange = fn();
    const own = await render(
      <RegionNotice itemName="Hades" regions={['Europe']} place="Canada" onCheckedChange={onCheckedChange} />,
    );
    await page.getByRole('checkbox').click();
    await expect.element(page.getByRole('checkbox')).toBeChecked();
    expect(own.container.firstElementChild).toHaveAttribute('data-state', 'confirmed');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await own.unmount();
    await render(
      <RegionNotice
        itemName="Hades"
        regions={['Europe']}
        place="Canada"
        checked={false}
        onCheckedChange={onCheckedChange}
      />,
    );
    await page.getByRole('checkbox').click();
    await expect.element(page.getByRole('checkbox')).not.toBeChecked();
  });
});
