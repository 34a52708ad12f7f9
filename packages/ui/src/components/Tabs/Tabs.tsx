'use client';

import * as Primitive from '@radix-ui/react-tabs';
import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Tabs.css';

export const tabsOrientations = ['horizontal', 'vertical'] as const;

export type TabsProps = ComponentPropsWithRef<typeof Primitive.Root>;

/**
 * Controlled (`value` + `onValueChange`, e.g. driven by a `?tab=` URL parameter) or uncontrolled
 * (`defaultValue`). Arrow keys move between tabs and activate them; Home/End jump to the ends.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <Primitive.Root {...props} className={cx(styles.root, className)} />;
}

export type TabsListProps = ComponentPropsWithRef<typeof Primitive.List>;

/** The row (or column) of tabs. Give it an `aria-label` naming what the tabs switch between. */
export function TabsList({ className, ...props }: TabsListProps) {
  return <Primitive.List {...props} className={cx(styles.list, className)} />;
}

export type TabsTriggerProps = ComponentPropsWithRef<typeof Primitive.Trigger>;

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <Primitive.Trigger {...props} className={cx(styles.trigger, className)} />;
}

export type TabsContentProps = ComponentPropsWithRef<typeof Primitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return <Primitive.Content {...props} className={cx(styles.content, className)} />;
}
