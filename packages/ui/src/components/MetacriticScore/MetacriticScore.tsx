import { cva } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './MetacriticScore.css';

export const metacriticTones = ['high', 'mid', 'low'] as const;
export type MetacriticTone = (typeof metacriticTones)[number];

/** Lowest score of each tone: green from 75, yellow from 50, red below. */
export const metacriticThresholds = { high: 75, mid: 50 } as const;

/** The colour band of a Metacritic score (0–100). */
export function metacriticTone(score: number): MetacriticTone {
  if (score >= metacriticThresholds.high) return 'high';
  if (score >= metacriticThresholds.mid) return 'mid';
  return 'low';
}

export const metacriticScoreVariants = /* @__PURE__ */ cva(styles.base, {
  variants: { tone: styles.tones },
  defaultVariants: { tone: 'high' },
});

export interface MetacriticScoreLabels {
  /** The badge's accessible name. */
  score: (score: number) => string;
}

export const defaultMetacriticScoreLabels: MetacriticScoreLabels = {
  score: (score) => `Metacritic score ${score} of 100`,
};

export interface MetacriticScoreProps extends Omit<ComponentPropsWithoutRef<'span'>, 'role' | 'children'> {
  /** The score from 0 to 100; `null` (no score known) renders nothing, so the caller can drop the row. */
  score: number | null;
  labels?: Partial<MetacriticScoreLabels>;
}

/** A coloured Metacritic score badge. */
export function MetacriticScore({ score, labels, className, ...props }: MetacriticScoreProps) {
  if (score === null) return null;
  const tone = metacriticTone(score);
  return (
    <span
      {...props}
      role="img"
      aria-label={(labels?.score ?? defaultMetacriticScoreLabels.score)(score)}
      data-tone={tone}
      className={metacriticScoreVariants({ tone, className })}
    >
      {score}
    </span>
  );
}
