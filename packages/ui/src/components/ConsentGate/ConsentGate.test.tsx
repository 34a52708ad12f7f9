import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConsentGate } from './ConsentGate';
import * as stories from './ConsentGate.stories';

const { NotGiven, Blocked } = composeStories(stories);

describe('ConsentGate', () => {
  it('keeps the action disabled until the consent is ticked', async () => {
    await render(<NotGiven />);
    const buy = page.getByRole('button', { name: 'Buy now' });
    const consent = page.getByRole('checkbox', { name: /I lose my right of withdrawal/ });
    await expect.element(consent).not.toBeChecked();
    await expect.element(buy).toBeDisabled();
    await consent.click();
    await expect.element(buy).toBeEnabled();
    await buy.click();
    expect(NotGiven.args.onSubmit).toHaveBeenCalledOnce();
    await consent.click();
    await expect.element(buy).toBeDisabled();
  });

  it('stays disabled while blocked', async () => {
    await render(<Blocked />);
    await expect.element(page.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  });

  it('takes its texts as labels', async () => {
    await render(<NotGiven labels={{ consent: 'Ich stimme zu', submit: 'Jetzt kaufen' }} />);
    await expect.element(page.getByRole('checkbox', { name: 'Ich stimme zu' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Jetzt kaufen' })).toBeDisabled();
  });

  it('keeps its own state from defaultChecked, or follows a parent that passes checked', async () => {
    const onCheckedChange = fn();
    const own = await render(<ConsentGate defaultChecked onCheckedChange={onCheckedChange} />);
    const consent = page.getByRole('checkbox');
    await expect.element(consent).toBeChecked();
    await consent.click();
    await expect.element(consent).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    await own.unmount();
    await render(<ConsentGate checked onCheckedChange={onCheckedChange} />);
    await page.getByRole('checkbox').click();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    // The parent did not change `checked`: the box stays ticked and the action enabled.
    await expect.element(page.getByRole('checkbox')).toBeChecked();
    await expect.element(page.getByRole('button', { name: 'Buy now' })).toBeEnabled();
  });
});
