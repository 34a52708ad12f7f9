import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { renderAndPlay } from '../../../test/playStory';
import * as stories from './Accordion.stories';

// The stories are the fixtures and their play functions the steps: the FAQ in single and multiple mode, by
// keyboard, and under level-2 headings.
const { Playground, Multiple, Keyboard, HeadingLevel2 } = composeStories(stories);

describe('Accordion', () => {
  it('single mode keeps one item open and closes the open item when clicked again', async () => {
    await renderAndPlay(Playground);
  });

  it('multiple mode lets several items stay open', async () => {
    await renderAndPlay(Multiple);
  });

  it('follows the APG accordion keyboard model: Enter/Space toggle, arrows and Home/End move', async () => {
    await renderAndPlay(Keyboard);
  });

  it('puts each header button inside a heading of the configured level', async () => {
    await renderAndPlay(HeadingLevel2);
  });
});
