import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Field } from './Field';
import * as stories from './Field.stories';

// The stories are the fixtures: the invalid email field and the inline checkbox.
const { Invalid, Inline } = composeStories(stories);

describe('Field', () => {
  it('labels its control and describes it with the error first, then the description', async () => {
    await render(<Invalid required />);
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toBeRequired();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(input)
      .toHaveAccessibleDescription('Enter a valid email address. We send the keys to this address.');
    // The asterisk is visual; "required" comes from the native attribute.
    await expect.element(page.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  // Id wiring across several fields: no designer state, a direct render.
  it('generates distinct ids, or uses the given one, and keeps extra describedby ids', async () => {
    await render(
      <>
        <Field label="First">{(control) => <input {...control} />}</Field>
        <Field label="Second">{(control) => <input {...control} />}</Field>
        <Field label="Third" id="third" aria-describedby="hint">
          {(control) => <input {...control} />}
        </Field>
        <p id="hint">Shown on the receipt.</p>
      </>,
    );
    const first = page.getByRole('textbox', { name: 'First' }).element();
    const second = page.getByRole('textbox', { name: 'Second' }).element();
    expect(first.id).not.toBe(second.id);
    expect(first.hasAttribute('aria-invalid')).toBe(false);
    expect(first.hasAttribute('aria-describedby')).toBe(false);
    const third = page.getByRole('textbox', { name: 'Third' });
    await expect.element(third).toHaveAttribute('id', 'third');
    await expect.element(third).toHaveAccessibleDescription('Shown on the receipt.');
  });

  it('puts the control first in the inline layout, with the label still clickable', async () => {
    await render(<Inline />);
    const box = page.getByRole('checkbox', { name: 'Remember me' });
    await page.getByText('Remember me').click();
    await expect.element(box).toBeChecked();
  });
});
