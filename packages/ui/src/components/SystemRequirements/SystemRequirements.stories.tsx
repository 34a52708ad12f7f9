import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headingLevels } from '../../utils/headingLevel';
import { SystemRequirements } from './SystemRequirements';
import type { AccessibilityDocs } from '../../docs/accessibility';

const windows = {
  system: 'Windows',
  requirement: [
    'OS: Windows 10 64-bit',
    'Processor: Intel Core i5-4460 or AMD FX-6300',
    'Memory: 8 GB RAM',
    'Graphics: NVIDIA GeForce GTX 960 2GB or AMD Radeon R7 370 2GB',
    'Storage: 50 GB available space',
  ],
};
const mac = {
  system: 'Mac',
  requirement: ['OS: macOS 12 Monterey', 'Processor: Apple M1', 'Memory: 8 GB RAM'],
};

const meta = {
  title: 'Commerce/SystemRequirements',
  component: SystemRequirements,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None: it is read-only.'],
        screenReader: ['Each system is a heading (`headingLevel`) with a description list.'],
        do: ['Use on the product page.'],
        dont: ["Don't use a table: the lists read on a phone."],
      } satisfies AccessibilityDocs,
    },
  },
  args: { requirements: [windows] },
  argTypes: { headingLevel: { control: 'select', options: headingLevels } },
} satisfies Meta<typeof SystemRequirements>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Windows' })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['OS', 'Processor', 'Memory', 'Graphics', 'Storage']);
    await expect(canvas.getByText('8 GB RAM').tagName).toBe('DD');
  },
};

export const SeveralSystems: Story = {
  args: { requirements: [windows, mac] },
};

/** Lines without 'label: value' stay plain text; a value may itself contain ': '. */
export const MalformedLines: Story = {
  args: {
    requirements: [
      {
        system: 'Windows',
        requirement: [
          'Requires a 64-bit processor and operating system',
          'OS: Windows 10',
          'Additional Notes: Internet connection required: for activation only',
          'Memory:8 GB',
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Requires a 64-bit processor and operating system').tagName).toBe('P');
    await expect(canvas.getByText('Internet connection required: for activation only').tagName).toBe('DD');
    await expect(canvas.getByText('Memory:8 GB').tagName).toBe('P');
  },
};

export const LongValues: Story = {
  args: {
    requirements: [
      {
        system: 'Windows',
        requirement: [
          'Graphics: NVIDIA GeForce GTX 1060 6GB / AMD Radeon RX 580 8GB / Intel Arc A380 with the latest drivers installed',
          'Storage: 150 GB available space on an SSD (HDD not supported); https://example.com/a-very-long-address-that-does-not-break',
        ],
      },
    ],
  },
};

/** No requirements: nothing is rendered. */
export const Empty: Story = {
  args: { requirements: [{ system: 'Windows', requirement: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Dark: Story = {
  ...SeveralSystems,
  globals: { theme: 'dark' },
};
