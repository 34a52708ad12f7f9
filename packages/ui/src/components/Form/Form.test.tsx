import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Form.stories';

// The stories are the fixtures: the newsletter form (empty, submitting) and the sign-in form on a fake server.
const { Playground, Empty, Submitting, SignIn } = composeStories(stories);

const email = () => page.getByRole('textbox', { name: 'Email' });

describe('Form', () => {
  it('lets the browser block an empty or malformed submit, then hands over the data', async () => {
    const onSubmit = fn();
    // The story's play: an empty submit is blocked.
    await renderAndPlay(Empty, { onSubmit });
    const submit = page.getByRole('button', { name: 'Subscribe' });
    await userEvent.type(email(), 'ann@');
    await submit.click();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email(), 'example.com');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect((onSubmit.mock.calls[0]![0] as FormData).get('email')).toBe('ann@example.com');
  });

  it('skips native validation with noValidate', async () => {
    const onSubmit = fn();
    await render(<Playground noValidate onSubmit={onSubmit} />);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while submitting: busy, button aria-disabled with the spinner and its submitting label, resubmits ignored', async () => {
    const onSubmit = fn();
    // The story's play: the "Loading..." button is aria-disabled and busy.
    await renderAndPlay(Submitting, { onSubmit });
    await expect.element(page.getByRole('form', { name: 'Newsletter' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(email(), 'ann@example.com{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('announces success politely and a server error as an alert, following the status', async () => {
    // The story's play: a polite, empty status; submitting (button aria-disabled, busy, still focused); then "Successfully
    // logged in!".
    await renderAndPlay(SignIn, { onSubmit: fn() });
    const password = page.getByLabelText(/^Password/);
    await userEvent.clear(password);
    await userEvent.type(password, 'wrong{Enter}');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Login failed. Please check your credentials.');
    await expect.element(page.getByRole('status')).toHaveTextContent('');
  });
});
