import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DeleteAccount } from './DeleteAccount';
import { EmailSettings } from './EmailSettings';
import { PasswordSettings } from './PasswordSettings';
import { ProfileSettings } from './ProfileSettings';
import { SettingsSection } from './SettingsSection';

const meta = {
  title: 'Components/SettingsSection',
  component: SettingsSection,
  args: {
    title: 'Notifications',
    description: 'Choose what we send you by email.',
    children: <p>Any settings form goes here.</p>,
  },
} satisfies Meta<typeof SettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Danger: Story = { args: { tone: 'danger', title: 'Danger zone' } };

/** The account tab: the four sections in the order of the spec. */
export const AccountTab: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 640 }}>
      <ProfileSettings username="ann" onSave={fn()} />
      <EmailSettings onSave={fn()} onValidationError={fn()} />
      <PasswordSettings onSave={fn()} onValidationError={fn()} />
      <DeleteAccount onDelete={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole('region');
    await expect(
      regions.map(
        (region) => region.getAttribute('aria-labelledby') && region.querySelector('h2')?.textContent,
      ),
    ).toEqual(['Profile Settings', 'Email Settings', 'Password Settings', 'Delete Account']);
  },
};

export const AccountTabMobile: Story = {
  ...AccountTab,
  globals: { viewport: { value: 'mobile1' } },
};

export const AccountTabDark: Story = { ...AccountTab, globals: { theme: 'dark' } };
