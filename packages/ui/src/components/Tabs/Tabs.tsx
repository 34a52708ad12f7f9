'use client';

import * as Primitive from '@radix-ui/react-tabs';
import { cx } from 'class-variance-authority';
import { useCallback, useEffect, useRef, useState, type ComponentPropsWithRef } from 'react';
import { useDirection } from '../DirectionProvider/DirectionProvider';
import { scrollEdges } from '../../utils/scrollEdges';
import * as styles from './Tabs.css';

export const tabsOrientations = ['horizontal', 'vertical'] as const;

export interface TabsProps extends ComponentPropsWithRef<typeof Primitive.Root> {
  /** The selected tab's `value`, controlled: pass back what `onValueChange` reports. */
  value?: string;
  /** The tab selected at first, uncontrolled. */
  defaultValue?: string;
  /** Called with the newly selected tab's `value`. */
  onValueChange?: (value: string) => void;
  /**
   * Which arrow keys move between tabs: Left/Right (`horizontal`) or Up/Down (`vertical`).
   * @default 'horizontal'
   */
  orientation?: (typeof tabsOrientations)[number];
  /**
   * `automatic`: a tab is selected when it gets focus; `manual`: with Enter or Space.
   * @default 'automatic'
   */
  activationMode?: 'automatic' | 'manual';
  /** Reading direction for the arrow keys; the `DirectionProvider`'s or the page's when absent. */
  dir?: 'ltr' | 'rtl';
  /**
   * Renders the child element instead of a `div`, merging the props.
   * @default false
   */
  asChild?: boolean;
}

/**
 * Controlled (`value` + `onValueChange`, e.g. driven by a `?tab=` URL parameter) or uncontrolled
 * (`defaultValue`). Arrow keys move between tabs and activate them; Home/End jump to the ends.
 */
export function Tabs({ className, dir, ...props }: TabsProps) {
  return <Primitive.Root {...props} dir={useDirection(dir)} className={cx(styles.root, className)} />;
}

export interface TabsListProps extends ComponentPropsWithRef<typeof Primitive.List> {
  /** A row too wide for its place wraps onto more rows instead of scrolling: every tab stays in sight. */
  wrap?: boolean;
}

export const tabsListOverflows = ['none', 'start', 'end', 'both'] as const;
export type TabsListOverflow = (typeof tabsListOverflows)[number];

/** Which ends of a scrolling row have tabs out of sight. */
export function tabsListOverflow(list: HTMLElement): TabsListOverflow {
  const { atStart, atEnd } = scrollEdges(list);
  return atStart ? (atEnd ? 'none' : 'end') : atEnd ? 'start' : 'both';
}

/**
 * The row (or column) of tabs. Give it an `aria-label` naming what the tabs switch between. A row too wide for
 * its place scrolls sideways, and says so: the end with tabs out of sight fades out (`data-overflow`); with
 * `wrap`, it wraps onto more rows instead (`data-wrap`).
 */
export function TabsList({ className, ref, onFocus, wrap = false, ...props }: TabsListProps) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const [overflow, setOverflow] = useState<TabsListOverflow>('none');
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      listRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflow(tabsListOverflow(list));
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    list.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', measure);
    };
  }, []);
  return (
    <Primitive.List
      {...props}
      ref={setRefs}
      data-overflow={overflow}
      data-wrap={wrap || undefined}
      // The focused tab is brought fully into the row's view (the browser may leave it half cut off).
      onFocus={(event) => {
        onFocus?.(event);
        if (event.target !== event.currentTarget)
          event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }}
      className={cx(styles.list, className)}
    />
  );
}

export type TabsTriggerProps = ComponentPropsWithRef<typeof Primitive.Trigger>;

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <Primitive.Trigger {...props} className={cx(styles.trigger, className)} />;
}

export type TabsContentProps = ComponentPropsWithRef<typeof Primitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return <Primitive.Content {...props} className={cx(styles.content, className)} />;
}
