import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { Form, type FormProps } from './Form';
import { formStatuses } from './FormStatus';
import { FormSubmit } from './FormSubmit';
import type { AccessibilityDocs } from '../../docs/accessibility';

// An element, not a component: "Show code" prints the fields themselves.
const newsletterFields = (
  <>
    <TextField label="Email" type="email" name="email" autoComplete="email" required />
    <FormSubmit labels={{ submitting: 'Loading...' }}>Subscribe</FormSubmit>
  </>
);

const meta = {
  title: 'Forms/Form',
  component: Form,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Enter in a field submits; FormSubmit keeps the focus while busy.'],
        screenReader: [
          'A form; the submit is busy (`aria-busy`) while submitting; the error is an alert and the success message is polite.',
        ],
        do: ['Use for any form that posts, with `status` from the request.'],
        dont: ["Don't disable the submit button to show errors: let the user submit and say what is wrong."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    'aria-label': 'Newsletter',
    status: 'idle',
    successMessage: 'Email sent successfully!',
    errorMessage: 'Failed to send email. Please try again.',
    onSubmit: fn(),
    children: newsletterFields,
    style: { maxWidth: 360 },
  },
  argTypes: {
    status: { control: 'select', options: formStatuses },
    children: { control: false },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The browser's own validation blocks an empty submit: required and type=email. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid();
  },
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const InvalidWithMessage: Story = {
  args: {
    children: (
      <>
        <TextField
          label="Email"
          type="email"
          name="email"
          defaultValue="ann@"
          error="Enter a valid email."
          required
        />
        <FormSubmit>Subscribe</FormSubmit>
      </>
    ),
  },
};

export const Disabled: Story = {
  args: {
    children: (
      <>
        <TextField label="Email" type="email" name="email" disabled />
        <FormSubmit disabled>Subscribe</FormSubmit>
      </>
    ),
  },
};

export const ReadOnly: Story = {
  args: {
    'aria-label': 'Profile Settings',
    children: (
      <>
        <TextField label="Username" name="username" defaultValue="ann" readOnly required />
        <FormSubmit variant="secondary">Save Changes</FormSubmit>
      </>
    ),
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Loading...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Email sent successfully!');
  },
};

export const ServerError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to send email. Please try again.',
    );
  },
};

/** A sign-in form driven by a fake server: any password signs in, except "wrong". */
function SignInDemo(props: FormProps) {
  const [status, setStatus] = useState<FormProps['status']>('idle');
  return (
    <Form
      {...props}
      aria-label="Sign In"
      status={status}
      successMessage="Successfully logged in!"
      errorMessage="Login failed. Please check your credentials."
      onSubmit={(data, event) => {
        props.onSubmit?.(data, event);
        setStatus('submitting');
        setTimeout(() => setStatus(data.get('password') === 'wrong' ? 'error' : 'success'), 300);
      }}
    >
      <TextField label="Email" type="email" name="email" autoComplete="email" required />
      <PasswordField label="Password" name="password" required />
      <FormSubmit>Sign In</FormSubmit>
    </Form>
  );
}

const signIn = async (canvasElement: HTMLElement, password: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), password);
  const button = canvas.getByRole('button', { name: 'Sign In' });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveFocus();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.getByRole('form', { name: 'Sign In' })).toHaveAttribute('data-state', 'submitting');
  return { canvas, button };
};

export const SignIn: Story = {
  render: SignInDemo,
  play: async ({ args, canvasElement }) => {
    // The outcome is announced politely in a status region, empty until there is one.
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('');
    const { canvas, button } = await signIn(canvasElement, 'hunter2');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Successfully logged in!'));
    await expect(button).toBeEnabled();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const SignInServerError: Story = {
  render: SignInDemo,
  play: async ({ canvasElement }) => {
    const { canvas } = await signIn(canvasElement, 'wrong');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.'),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Form {...args} aria-label="Newsletter (sent)" status="success" />
      <Form {...args} aria-label="Newsletter (failed)" status="error" />
      <Form {...args} aria-label="Newsletter (sending)" status="submitting" />
    </div>
  ),
  globals: { theme: 'dark' },
};
