import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';

/** A composed story (`composeStories`) whose play function may run on its rendered canvas. */
interface PlayableStory<Args> {
  (args: Args): ReactNode;
  play?: (context: { canvasElement: HTMLElement; args: Args }) => Promise<void>;
  args: Args;
}

/**
 * Renders a composed story (with `args` over its own) and runs its play function on it, so a test builds on
 * the story's steps (which the Storybook test-runner runs too) instead of repeating them. Returns the render
 * result for further checks.
 */
export async function renderAndPlay<Args extends object>(
  Story: PlayableStory<Args>,
  args: Partial<Args> = {},
) {
  // Spies in the story's args start clean, as the Storybook test-runner leaves them for each story.
  for (const value of Object.values(Story.args)) {
    if (typeof value === 'function' && 'mockClear' in value) (value as { mockClear(): void }).mockClear();
  }
  const screen = await render(<Story {...(args as Args)} />);
  if (!Story.play) throw new Error('The story has no play function to run');
  await Story.play({ canvasElement: screen.container, args: { ...Story.args, ...args } });
  return screen;
}
