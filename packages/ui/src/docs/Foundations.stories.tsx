import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BreakpointScale, ShadowScale } from './tokenBlocks';

/** The Foundations pages' blocks, with play functions that hold what the pages show. */
const meta = {
  title: 'Foundations/Checks',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each shadow stays inside its sample's well (none bleeds into the next cell); dark samples have an edge. */
export const ShadowSamples: Story = {
  render: () => <ShadowScale />,
  play: async ({ canvasElement }) => {
    const samples = canvasElement.querySelectorAll<HTMLElement>('[data-shadow-sample]');
    await expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      const well = sample.parentElement!.getBoundingClientRect();
      const box = sample.getBoundingClientRect();
      // "0px 12px 32px rgba(…)": the offset and blur give how far the shadow reaches on each side.
      const [, y, blur] = getComputedStyle(sample)
        .boxShadow.match(/-?[\d.]+px/g)!
        .map(parseFloat);
      await expect(box.top - well.top).toBeGreaterThanOrEqual(blur! - y!);
      await expect(well.bottom - box.bottom).toBeGreaterThanOrEqual(blur! + y!);
      await expect(Math.min(box.left - well.left, well.right - box.right)).toBeGreaterThanOrEqual(blur!);
    }
    for (const sample of canvasElement.querySelectorAll<HTMLElement>('[data-shadow-well="dark"] > *')) {
      const { borderTopColor, backgroundColor } = getComputedStyle(sample);
      await expect(borderTopColor).not.toBe(backgroundColor);
      await expect(getComputedStyle(sample).borderTopStyle).toBe('solid');
    }
  },
};

/** Native controls follow the theme (`color-scheme`): a light checkbox and select here, dark in the dark twin. */
export const NativeControls: Story = {
  render: () => (
    <form style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <label>
        <input type="checkbox" defaultChecked /> Native checkbox
      </label>
      <label>
        Native select{' '}
        <select defaultValue="eu">
          <option value="eu">Europe</option>
          <option value="us">United States</option>
        </select>
      </label>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const theme = document.documentElement.dataset.theme ?? 'light';
    await expect(getComputedStyle(document.documentElement).colorScheme).toBe(theme);
    await expect(getComputedStyle(within(canvasElement).getByRole('checkbox')).colorScheme).toBe(theme);
  },
};

export const NativeControlsDark: Story = { ...NativeControls, globals: { theme: 'dark' } };

/** The breakpoints table lists every token. */
export const Breakpoints: Story = {
  render: () => <BreakpointScale />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(5);
  },
};
