import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from './RichText';
import type { AccessibilityDocs } from '../../docs/accessibility';

const activation = `1. Download and install the Steam client: https://store.steampowered.com/about/
2. Sign in, or create an account.
3. Open Games > Activate a Product on Steam and enter your key.

Problems? See https://help.steampowered.com/en/faqs/view/2A12-9D79-C3D7-F870 (Steam Support).`;

const meta = {
  title: 'Content/RichText',
  component: RichText,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None of its own: links inside are in the Tab order.'],
        screenReader: ['Headings, lists and links of the HTML are read as such.'],
        do: ['Use for trusted HTML from the catalogue (descriptions).'],
        dont: ["Don't pass user input unsanitised."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { text: activation },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', {
      name: 'https://store.steampowered.com/about/ (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(2);
  },
};

export const PlainText: Story = {
  args: { text: 'Region free.\nWorks worldwide.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelectorAll('br')).toHaveLength(1);
  },
};

/** Text pasted with Windows line ends and a blank line of spaces: still two paragraphs, one line break. */
export const PastedText: Story = {
  args: { text: 'Region free.\r\nWorks worldwide.\r\n  \r\nActivate on Steam.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('br')).toHaveLength(1);
  },
};

/** Blank text (only spaces and line ends) renders nothing. */
export const Blank: Story = {
  args: { text: '  \n\n ' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

/** Markup and non-web schemes stay text; punctuation after a URL stays outside the link. */
export const HostileInput: Story = {
  args: {
    text: `<script>alert(1)</script> <img src=x onerror=alert(1)>
javascript:alert(1) and data:text/html,<b>hi</b> and vbscript:msgbox
Visit https://example.com/path, then (https://example.com/docs). Or https://bank.example@evil.example!`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('script, img')).toBeNull();
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/path',
      'https://example.com/docs',
    ]);
  },
};

export const LongUrl: Story = {
  args: {
    text: 'Redeem at https://account.example-platform.com/redeem/very/long/path/that/keeps/going/and/going?campaign=winter-sale-2025&ref=keyshop',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
