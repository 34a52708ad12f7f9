import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlatformIcon, platformIconLabelModes, platformIconNames, platformIconSizes } from './PlatformIcon';
import { PlatformList } from './PlatformList';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Core/PlatformIcon',
  component: PlatformIcon,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None: it takes no focus.'],
        screenReader: ['An image named by the platform ("PC"); in a list of platforms each is named.'],
        do: ['Use beside a product to say where its key activates.'],
        dont: ["Don't use the icon alone as a button."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { name: 'steam', labelMode: 'visible' },
  argTypes: {
    name: { control: 'select', options: platformIconNames },
    labelMode: { control: 'inline-radio', options: platformIconLabelModes },
    size: { control: 'inline-radio', options: platformIconSizes },
  },
} satisfies Meta<typeof PlatformIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Steam')).toBeVisible();
  },
};

/** Every known platform, and an unknown key falling back to the default icon. */
export const AllPlatforms: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: 12, listStyle: 'none', padding: 0 }}>
      {[...platformIconNames.filter((name) => name !== 'default'), 'ubisoft'].map((name) => (
        <li key={name}>
          <PlatformIcon {...args} name={name} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Epic Games')).toHaveAttribute('data-platform', 'epic');
    await expect(canvas.getByText('ubisoft')).toHaveAttribute('data-platform', 'default');
  },
};

/** Named for screen readers only, e.g. in a compact product card. */
export const AccessibleOnly: Story = {
  args: { name: 'epic-games', labelMode: 'accessible' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Epic Games' })).toBeVisible();
  },
};

/** Decorative (the default): hidden from assistive technology, next to a visible name. */
export const Decorative: Story = {
  args: { name: 'gog', labelMode: 'decorative' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {platformIconSizes.map((size) => (
        <PlatformIcon {...args} key={size} size={size} />
      ))}
    </div>
  ),
};

/** A product's platforms map: only the true entries are listed. */
export const List: Story = {
  render: () => (
    <PlatformList
      aria-label="Platforms"
      platforms={{ steam: true, epic: false, 'battle-net': true, xbox: true, rockstar: true }}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Platforms' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Steam', 'Battle.net', 'Xbox', 'rockstar']);
  },
};

/** A product without platforms: the list renders nothing, so no empty list is announced. */
export const ListWithoutPlatforms: Story = {
  render: () => <PlatformList aria-label="Platforms" platforms={{ steam: false }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Dark: Story = {
  ...AllPlatforms,
  globals: { theme: 'dark' },
};
