import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { renderAndPlay } from '../../test/playStory';
import { darkTheme, lightTheme } from '../theme';
import * as stories from './Foundations.stories';

const { ShadowSamples, NativeControls, NativeControlsDark, Breakpoints } = composeStories(stories);

describe('Foundations blocks', () => {
  it('keeps each shadow inside its well and gives dark samples an edge', async () => {
    await renderAndPlay(ShadowSamples);
  });

  it('lists the breakpoints', async () => {
    await renderAndPlay(Breakpoints);
  });

  it('sets the colour scheme native controls follow, light and dark', async () => {
    await renderAndPlay(NativeControls);
    const html = document.documentElement;
    html.classList.replace(lightTheme, darkTheme);
    html.dataset.theme = 'dark';
    try {
      await renderAndPlay(NativeControlsDark);
    } finally {
      html.classList.replace(darkTheme, lightTheme);
      delete html.dataset.theme;
    }
  });
});
