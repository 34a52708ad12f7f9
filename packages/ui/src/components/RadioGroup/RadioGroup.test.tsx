import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './RadioGroup.stories';

// The stories are the fixtures: key delivery (three options), payment (one disabled), the invalid group.
const { Playground, WithDescriptions, Invalid } = composeStories(stories);

const radio = (name: string) => page.getByRole('radio', { name, exact: true });

// Tab starts from a button rendered before the group, not from wherever the previous test left the focus.
async function tabIntoGroup() {
  (page.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
  await userEvent.keyboard('{Tab}');
}

describe('RadioGroup', () => {
  it('checks an option on a click on its label', async () => {
    await renderAndPlay(Playground);
  });

  it('follows the APG radio group: Tab enters at the checked option, arrows move and check, wrapping', async () => {
    const onValueChange = fn();
    await render(
      <>
        <button type="button">Before</button>
        <Playground onValueChange={onValueChange} />
      </>,
    );
    await tabIntoGroup();
    await expect.element(radio('In my account')).toHaveFocus();
    // Arrows move the focus, wrapping (Radix checks on arrow focus from a real key press; the synthetic key
    // events here can reach it after the key is up, so Space checks).
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(radio('By email')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(radio('In my account')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(radio('Both')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(radio('Both')).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('both');
  });

  it('skips a disabled option and describes each option', async () => {
    await render(
      <>
        <button type="button">Before</button>
        <WithDescriptions />
      </>,
    );
    await tabIntoGroup();
    await expect.element(radio('Card')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(radio('PayPal')).toHaveFocus();
    // The disabled "Gift card balance" is skipped: the arrow wraps to the first option.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(radio('Card')).toHaveFocus();
    await expect.element(radio('PayPal')).toHaveAccessibleDescription('You finish the payment on PayPal.');
  });

  it('submits the checked value under its name and is required when invalid', async () => {
    await render(
      <form aria-label="Checkout">
        <Invalid />
      </form>,
    );
    const group = page.getByRole('radiogroup', { name: 'Key delivery' });
    await expect.element(group).toHaveAttribute('aria-required', 'true');
    await radio('Both').click();
    const form = page.getByRole('form', { name: 'Checkout' }).element() as HTMLFormElement;
    expect(new FormData(form).get('delivery')).toBe('both');
  });
});
