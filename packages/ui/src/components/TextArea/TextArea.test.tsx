import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as stories from './TextArea.stories';

// The stories are the fixtures: the label and name; Empty is the required field.
const { Empty } = composeStories(stories);

describe('TextArea', () => {
  it('is a labelled multi-line textbox that keeps line breaks', async () => {
    await render(<Empty description="Max one page." />);
    const area = page.getByRole('textbox', { name: 'Your message' });
    await expect.element(area).toBeRequired();
    await expect.element(area).toHaveAttribute('rows', '4');
    await expect.element(area).toHaveAccessibleDescription('Max one page.');
    await userEvent.type(area, 'Hello{Enter}there');
    await expect.element(area).toHaveValue('Hello\nthere');
  });
});
