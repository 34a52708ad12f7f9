import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { metacriticTone } from './MetacriticScore';
import * as stories from './MetacriticScore.stories';

// The stories are the fixtures: the bands at their edges (Tones), the 82 badge, and no score.
const { Playground, Tones, NoScore } = composeStories(stories);

describe('metacriticTone', () => {
  it('is green from 75, yellow from 50 and red below', () => {
    expect([100, 75, 74, 50, 49, 0].map(metacriticTone)).toEqual([
      'high',
      'high',
      'mid',
      'mid',
      'low',
      'low',
    ]);
  });
});

describe('MetacriticScore', () => {
  it('shows the score with an accessible name and its tone', async () => {
    await render(<Tones />);
    const badge = page.getByRole('img', { name: 'Metacritic score 74 of 100' });
    await expect.element(badge).toHaveTextContent('74');
    await expect.element(badge).toHaveAttribute('data-tone', 'mid');
  });

  it('takes a custom label', async () => {
    await render(<Playground score={40} labels={{ score: (score) => `Metascore ${score}` }} />);
    await expect.element(page.getByRole('img', { name: 'Metascore 40' })).toHaveAttribute('data-tone', 'low');
  });

  it('renders nothing without a score', async () => {
    const { container } = await render(<NoScore />);
    expect(container).toBeEmptyDOMElement();
  });
});
