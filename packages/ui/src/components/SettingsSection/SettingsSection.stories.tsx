import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DeleteAccount } from './DeleteAccount';
import { EmailSettings } from './EmailSettings';
import { PasswordSettings } from './PasswordSettings';
import { ProfileSettings } from './ProfileSettings';
import { SettingsSection } from './SettingsSection';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Account/SettingsSection',
  component: SettingsSection,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None of its own.'],
        screenReader: ['A region named by its heading (`headingLevel`).'],
        do: ['Use to group one settings form in the account tab.'],
        dont: ["Don't nest sections."],
      } satisfies AccessibilityDocs,
    },
  },
  args: {
    title: 'Notifications',
    description: 'Choose what we send you by email.',
    children: <p>Any settings form goes here.</p>,
  },
} satisfies Meta<typeof SettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Danger: Story = { args: { variant: 'danger', title: 'Danger zone' } };

/** The account tab: the four sections in the order of the spec. */
export const AccountTab: Story = {
  // Its copies below show the element too (their own source is only a spread of this story).
  parameters: { docs: { source: { type: 'dynamic' } } },
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 640 }}>
      <ProfileSettings username="ann" onSave={fn()} />
      <EmailSettings onSave={fn()} onValidationError={fn()} />
      <PasswordSettings onSave={fn()} onValidationError={fn()} />
      <DeleteAccount onDelete={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = ['Profile Settings', 'Email Settings', 'Password Settings', 'Delete Account'];
    for (const name of names) await expect(canvas.getByRole('region', { name })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      names,
    );
  },
};

export const AccountTabMobile: Story = {
  ...AccountTab,
  globals: { viewport: { value: 'phone' } },
};

export const AccountTabDark: Story = { ...AccountTab, globals: { theme: 'dark' } };
