'use client';

import { cx } from 'class-variance-authority';
import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { useControllableState } from '../../utils/useControllableState';
import * as styles from './ReadMore.css';

export interface ReadMoreLabels {
  more: string;
  less: string;
}

export const defaultReadMoreLabels: ReadMoreLabels = {
  more: 'Read More',
  less: 'Read Less',
};

export interface ReadMoreProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  children: ReactNode;
  /** Lines shown while collapsed. */
  lines?: number;
  /** Controlled: whether the whole text shows (pair with `onExpandedChange`). */
  expanded?: boolean;
  /** Uncontrolled: whether the whole text shows at first (default false). */
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  labels?: Partial<ReadMoreLabels>;
}

/**
 * Text clamped to a few lines with a Read More / Read Less toggle. The toggle appears only when the
 * text is actually cut off, re-measured whenever the box resizes.
 */
export function ReadMore({
  children,
  lines = 3,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  labels,
  className,
  ...props
}: ReadMoreProps) {
  const text = { ...defaultReadMoreLabels, ...labels };
  const id = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useControllableState(expandedProp, defaultExpanded, onExpandedChange);
  const [overflowing, setOverflowing] = useState(false);

  // Measured only while clamped: expanded text never overflows, and the toggle must stay to collapse it.
  useEffect(() => {
    const element = contentRef.current;
    if (!element || expanded) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, lines, children]);

  const toggle = () => setExpanded(!expanded);

  return (
    <div {...props} data-state={expanded ? 'expanded' : 'collapsed'} className={cx(styles.root, className)}>
      <div
        ref={contentRef}
        id={id}
        className={cx(styles.content, !expanded && styles.clamped)}
        style={expanded ? undefined : { WebkitLineClamp: lines }}
      >
        {children}
      </div>
      {(expanded || overflowing) && (
        <Button variant="link" aria-expanded={expanded} aria-controls={id} onClick={toggle}>
          {expanded ? text.less : text.more}
        </Button>
      )}
    </div>
  );
}
