import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './DateTimeField.stories';

// The stories are the fixtures: a sale's start and end, in range, required, invalid and controlled.
const { Playground, WithRange, OutOfRange, Required, Invalid, Controlled, WithSeconds, WithValue } =
  composeStories(stories);

// A required field's label ends in its hidden marker.
const input = (name = 'Sale starts') => page.getByLabelText(new RegExp(`^${name}`));

describe('DateTimeField', () => {
  it('takes seconds with a step under a minute, in a wider input', async () => {
    const onValueChange = fn();
    await render(<WithSeconds onValueChange={onValueChange} />);
    await expect.element(input()).toHaveValue('2026-12-01T09:00:30');
    await expect.element(input()).toHaveAttribute('data-precision', 'seconds');
    await userEvent.fill(input(), '2026-12-01T09:00:45');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-12-01T09:00:45');
  });

  it('reports the chosen value', async () => {
    await renderAndPlay(Playground);
  });

  it('is filled from the keyboard and reports the value', async () => {
    const onValueChange = fn();
    await render(<Playground onValueChange={onValueChange} />);
    await userEvent.fill(input(), '2026-12-01T09:00');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-12-01T09:00');
    await userEvent.keyboard('{Tab}');
    await expect.element(input()).not.toHaveAttribute('aria-invalid');
  });

  it('says when the date is only partly typed', async () => {
    await render(
      <>
        <Playground />
        <button>Next</button>
      </>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(input()).toHaveFocus();
    await userEvent.keyboard('12');
    // Tab walks the date's parts inside the input; leave it for the next control.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input()).toHaveAccessibleDescription(/Enter a complete date and time/);
  });

  it('names the broken bound, formatted, and clears the message once the value is back in range', async () => {
    await renderAndPlay(WithRange);
  });

  it('flags a saved value out of range at once, in the given locale', async () => {
    await renderAndPlay(OutOfRange);
    await render(<OutOfRange locale="de-DE" labels={{ rangeUnderflow: (min) => `Frühestens ${min}.` }} />);
    await expect.element(page.getByText(/^Frühestens/)).toHaveTextContent('Frühestens 01.12.2026, 09:00.');
  });

  it('says a required value is missing when left empty, and on a submit attempt', async () => {
    await renderAndPlay(Required);
    await render(
      <form>
        <Required name="again" label="Sale ends" />
        <button>Save</button>
      </form>,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(input('Sale ends')).toHaveAccessibleDescription('Enter a date and time.');
  });

  it('shows the app’s error instead of its own', async () => {
    await renderAndPlay(Invalid);
  });

  it('is controlled by value and onValueChange', async () => {
    await renderAndPlay(Controlled);
    await userEvent.fill(input(), '2026-12-03T11:15');
    await expect.element(page.getByRole('status')).toHaveTextContent('Starts: 2026-12-03T11:15');
  });

  it('repeats its value in its locale under the picker, as its messages are (en-IE by default)', async () => {
    await renderAndPlay(WithValue);
  });

  it('formats the value and the messages in one given locale', async () => {
    await render(<OutOfRange locale="de-DE" />);
    await expect.element(page.getByText('30.11.2026, 12:00')).toBeVisible();
    await expect.element(input('Sale ends')).toHaveAccessibleDescription(/01\.12\.2026, 09:00/);
  });
});
