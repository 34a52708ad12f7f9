import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from '../TextField';
import { Form, type FormProps } from './Form';
import { FormSubmit } from './FormSubmit';

const Newsletter = (props: FormProps) => (
  <Form aria-label="Newsletter" {...props}>
    <TextField label="Email" type="email" name="email" required />
    <FormSubmit labels={{ submitting: 'Loading...' }}>Subscribe</FormSubmit>
  </Form>
);

describe('Form', () => {
  it('lets the browser block an empty or malformed submit, then hands over the data', async () => {
    const onSubmit = vi.fn();
    await render(<Newsletter onSubmit={onSubmit} />);
    const submit = page.getByRole('button', { name: 'Subscribe' });
    await submit.click();
    expect(onSubmit).not.toHaveBeenCalled();
    const email = page.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ann@');
    await submit.click();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, 'example.com');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect((onSubmit.mock.calls[0]![0] as FormData).get('email')).toBe('ann@example.com');
  });

  it('skips native validation with noValidate', async () => {
    const onSubmit = vi.fn();
    await render(<Newsletter noValidate onSubmit={onSubmit} />);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while submitting: busy, button disabled with the spinner and its submitting label, resubmits ignored', async () => {
    const onSubmit = vi.fn();
    await render(<Newsletter status="submitting" onSubmit={onSubmit} />);
    const button = page.getByRole('button', { name: 'Loading...' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('form', { name: 'Newsletter' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'ann@example.com{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('announces success politely and a server error as an alert, following the status', async () => {
    function Harness() {
      const [status, setStatus] = useState<FormProps['status']>('idle');
      return (
        <>
          <Newsletter
            status={status}
            successMessage="Email sent successfully!"
            errorMessage="Failed to send email. Please try again."
            onSubmit={() => setStatus('submitting')}
          />
          <button type="button" onClick={() => setStatus('success')}>
            Resolve
          </button>
          <button type="button" onClick={() => setStatus('error')}>
            Reject
          </button>
        </>
      );
    }
    await render(<Harness />);
    const status = page.getByRole('status');
    await expect.element(status).toHaveAttribute('aria-live', 'polite');
    await expect.element(status).toHaveTextContent('');
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'ann@example.com{Enter}');
    await expect.element(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expect.element(status).toHaveTextContent('Email sent successfully!');
    await expect.element(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Failed to send email. Please try again.');
    await expect.element(status).toHaveTextContent('');
  });
});
