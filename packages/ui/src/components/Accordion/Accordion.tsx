'use client';

import * as Primitive from '@radix-ui/react-accordion';
import { cx } from 'class-variance-authority';
import { createContext, useContext, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useDirection } from '../DirectionProvider/DirectionProvider';
import * as styles from './Accordion.css';
import type { HeadingLevel } from '../../utils/headingLevel';

export const accordionTypes = ['single', 'multiple'] as const;

const HeadingLevelContext = /* @__PURE__ */ createContext<HeadingLevel>(3);

/** The props as the Docs page lists them; `AccordionProps` narrows `value` to a string or a list by `type`. */
interface AccordionDocumentedProps {
  /** `single`: one item open at a time; `multiple`: items open independently. */
  type: (typeof accordionTypes)[number];
  /** The open item's `value` (`single`) or the open items' (`multiple`), controlled. */
  value?: string | string[];
  /** The item(s) open at first, uncontrolled. */
  defaultValue?: string | string[];
  /** Called with the new `value` when an item opens or closes. */
  onValueChange?: ((value: string) => void) | ((value: string[]) => void);
  /**
   * `single` only: a click on the open item closes it.
   * @default true
   */
  collapsible?: boolean;
  /**
   * Disables every item.
   * @default false
   */
  disabled?: boolean;
  /** Reading direction for the arrow keys; the `DirectionProvider`'s or the page's when absent. */
  dir?: 'ltr' | 'rtl';
  /**
   * Which arrow keys move between headers.
   * @default 'vertical'
   */
  orientation?: 'horizontal' | 'vertical';
  /**
   * The heading level of every item's header, to fit the page outline.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /**
   * Renders the child element instead of a `div`, merging the props.
   * @default false
   */
  asChild?: boolean;
}

/**
 * `type="single"`: one item open at a time; `collapsible` (on by default) lets a click on the open item close
 * it. `type="multiple"`: items open independently. Controlled with `value`/`onValueChange` or uncontrolled.
 */
export type AccordionProps = AccordionDocumentedProps &
  (Primitive.AccordionSingleProps | Primitive.AccordionMultipleProps);

export function Accordion({ headingLevel = 3, className, dir, ...props }: AccordionProps) {
  const direction = useDirection(dir);
  const rootProps = props.type === 'single' ? { collapsible: true, ...props } : props;
  return (
    <HeadingLevelContext.Provider value={headingLevel}>
      <Primitive.Root {...rootProps} dir={direction} className={cx(styles.root, className)} />
    </HeadingLevelContext.Provider>
  );
}

export interface AccordionItemProps extends Omit<ComponentPropsWithRef<typeof Primitive.Item>, 'children'> {
  /** The question or title shown in the header button. */
  heading: ReactNode;
  /** The panel revealed when the item is open. */
  children: ReactNode;
  /** Overrides the accordion's heading level for this item. */
  headingLevel?: HeadingLevel;
}

export function AccordionItem({ heading, headingLevel, children, className, ...props }: AccordionItemProps) {
  const inherited = useContext(HeadingLevelContext);
  const Heading = `h${headingLevel ?? inherited}` as const;
  return (
    <Primitive.Item {...props} className={cx(styles.item, className)}>
      <Primitive.Header asChild>
        <Heading className={styles.heading}>
          <Primitive.Trigger className={styles.trigger}>
            {heading}
            <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden focusable="false">
              <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </Primitive.Trigger>
        </Heading>
      </Primitive.Header>
      <Primitive.Content className={styles.content}>
        <div className={styles.contentInner}>{children}</div>
      </Primitive.Content>
    </Primitive.Item>
  );
}
