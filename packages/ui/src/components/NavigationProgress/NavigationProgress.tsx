'use client';

import { cx } from 'class-variance-authority';
import { useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { LiveRegion } from '../LiveRegion';
import * as styles from './NavigationProgress.css';

export const defaultNavigationProgressLabels = {
  /** Announced politely once the next page has been loading for `delay` ms. */
  loading: 'Loading the next page…',
};
export type NavigationProgressLabels = typeof defaultNavigationProgressLabels;

export interface NavigationProgressProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Whether the next page is loading (e.g. the router's navigation state is not idle). */
  active: boolean;
  /** How long a load may take before the bar shows and is announced, in ms: quick ones show nothing. */
  delay?: number;
  labels?: Partial<NavigationProgressLabels>;
}

/**
 * A thin bar along the top of the window while the next page loads, shown and announced (politely) only once
 * the load has taken `delay` ms; state in `data-state` ("idle" or "loading"). Render it once, always mounted.
 */
export function NavigationProgress({
  active,
  delay = 300,
  labels,
  className,
  ...props
}: NavigationProgressProps) {
  const text = { ...defaultNavigationProgressLabels, ...labels };
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setLate(true), delay);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [active, delay]);
  const state = active && late ? 'loading' : 'idle';
  return (
    <div {...props} data-state={state} className={cx(styles.root, className)}>
      <div aria-hidden className={styles.bar} />
      <LiveRegion message={state === 'loading' ? text.loading : ''} />
    </div>
  );
}
