import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';

/** A composed story (`composeStories`) whose play function may run on its rendered canvas. */
interface PlayableStory {
  (): ReactNode;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/**
 * Renders a composed story and runs its play function on it, so a test builds on the story's steps (which
 * the Storybook test-runner runs too) instead of repeating them. Returns the render result for further checks.
 */
export async function renderAndPlay(Story: PlayableStory) {
  const screen = await render(<Story />);
  if (!Story.play) throw new Error('The story has no play function to run');
  await Story.play({ canvasElement: screen.container });
  return screen;
}
