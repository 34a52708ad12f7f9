import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formStatuses, type FormStatusValue } from '../Form';
import { Footer, type FooterProps } from './Footer';
import { sampleFooterLabels, sampleFooterPaymentMethods, sampleFooterSellingPoints } from './Footer.fixtures';
import { sampleFooterLegalLinks, sampleFooterLinkGroups } from '../../utils/routes.fixtures';
import { onPhone, pageScrollsSideways } from '../../utils/story.fixtures';
import type { AccessibilityDocs } from '../../docs/accessibility';

// The app owns the request; this stand-in answers after a short wait so the states can be seen in turn.
function SubscribingFooter({ onSubscribe, ...props }: FooterProps) {
  const [status, setStatus] = useState<FormStatusValue>('idle');
  return (
    <Footer
      {...props}
      newsletterStatus={status}
      onSubscribe={(email) => {
        onSubscribe?.(email);
        setStatus('submitting');
        setTimeout(() => setStatus(email.endsWith('@fail.test') ? 'error' : 'success'), 400);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  args: {
    sellingPoints: sampleFooterSellingPoints,
    paymentMethods: sampleFooterPaymentMethods,
    linkGroups: sampleFooterLinkGroups,
    legalLinks: sampleFooterLegalLinks,
    labels: sampleFooterLabels,
    year: 2026,
    onSubscribe: fn(),
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={`#${href}`}>
        {children}
      </a>
    ),
  },
  argTypes: { newsletterStatus: { control: 'inline-radio', options: formStatuses } },
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['Tab moves through the newsletter form and the link groups.'],
        screenReader: [
          'A contentinfo landmark; the link groups are a navigation named by `labels.nav`, each under a heading (`headingLevel`).',
        ],
        do: ['Use once per page, at the end.'],
        dont: ["Don't put the main navigation only in the footer."],
      } satisfies AccessibilityDocs,
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  render: SubscribingFooter,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    for (const point of ['Quick delivery', 'Great prices', '24/7 customer service']) {
      await expect(canvas.getByText(point)).toBeVisible();
    }
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).getByRole('link', { name: 'How to Buy' })).toHaveAttribute('href', '#/HowToBuy');
    await expect(canvas.getByRole('link', { name: 'Impressum' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'PayPal' })).toBeVisible();
    await expect(canvas.getByText('© 2026 Keyshop. All rights reserved.')).toBeVisible();
    // Subscribing: 'Loading...' while the app sends, then its message; the field clears.
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'gamer@example.com{Enter}');
    await expect(args.onSubscribe).toHaveBeenCalledWith('gamer@example.com');
    await expect(canvas.getByRole('button', { name: 'Loading...' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Email sent successfully!'));
    await waitFor(() => expect(email).toHaveValue(''));
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { newsletterStatus: 'submitting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Loading...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Success: Story = {
  args: { newsletterStatus: 'success', newsletterMessage: 'Thanks! Please confirm your subscription.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Thanks! Please confirm your subscription.',
    );
  },
};

export const Error: Story = {
  args: { newsletterStatus: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to send email. Please try again.',
    );
  },
};

export const Mobile: Story = {
  globals: onPhone,
  play: async () => {
    await expect(pageScrollsSideways()).toBe(false);
  },
};

export const Dark: Story = {
  args: { newsletterStatus: 'error' },
  globals: { theme: 'dark' },
};
