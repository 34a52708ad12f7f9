import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { NavigationProgress } from './NavigationProgress';
import type { AccessibilityDocs } from '../../docs/accessibility';

const meta = {
  title: 'Navigation/NavigationProgress',
  component: NavigationProgress,
  parameters: {
    docs: {
      accessibility: {
        keyboard: ['None: it takes no focus.'],
        screenReader: [
          'A polite status says "Loading the next page…" once a load has taken `delay` ms; the bar itself is hidden from readers. Pair it with `aria-busy` on the page being replaced.',
        ],
        do: ["Render once in the app's layout, `active` while the router loads the next page."],
        dont: ["Don't show it for every quick load: keep the delay, so fast pages flash nothing."],
      } satisfies AccessibilityDocs,
    },
    layout: 'fullscreen',
  },
  args: { active: false },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-state]')!;
const bar = (canvasElement: HTMLElement) => root(canvasElement).firstElementChild!;

/** Nothing is loading: nothing shows, nothing is said. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(getComputedStyle(bar(canvasElement)).visibility).toBe('hidden');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

/** A slow load: after the delay the bar runs along the top and the load is announced. */
export const Loading: Story = {
  args: { active: true, delay: 0 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'loading'));
    await waitFor(() => expect(getComputedStyle(bar(canvasElement)).visibility).toBe('visible'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the next page…');
  },
};

export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

/** A load quicker than the delay shows and says nothing; a slow one shows, then goes when the page is there. */
export const QuickThenSlow: Story = {
  args: { delay: 200 },
  render: function Render(args) {
    const [active, setActive] = useState(false);
    return (
      <div style={{ padding: 24, display: 'flex', gap: 8 }}>
        <NavigationProgress {...args} active={active} />
        <Button onClick={() => setActive(true)}>Start</Button>
        <Button onClick={() => setActive(false)}>Finish</Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'loading'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the next page…');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Every text is a label with an English default. */
export const CustomLabels: Story = {
  args: { active: true, delay: 0, labels: { loading: 'Die nächste Seite wird geladen…' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent('Die nächste Seite wird geladen…'),
    );
  },
};
