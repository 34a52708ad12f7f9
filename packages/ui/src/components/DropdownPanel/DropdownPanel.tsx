'use client';

import * as Popover from '@radix-ui/react-popover';
import { cx } from 'class-variance-authority';
import { X } from 'lucide-react';
import {
  useId,
  useRef,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { IconButton } from '../IconButton';
import * as styles from './DropdownPanel.css';
import type { HeadingLevel } from '../../utils/headingLevel';

export interface DropdownPanelLabels {
  close: string;
}

export const defaultDropdownPanelLabels: DropdownPanelLabels = {
  close: 'Close',
};

export interface DropdownPanelProps {
  /** The button that opens the panel, e.g. an `IconButton` with a count. It gets `aria-expanded`. */
  trigger: ReactElement;
  /** The heading that names the panel (its dialog's accessible name). */
  title: string;
  headingLevel?: HeadingLevel;
  /** Controlled open state, so the app can open the panel itself (e.g. when an item is added). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The scrolling part (above 24rem). */
  children: ReactNode;
  /** Fixed below the scrolling part: totals and actions. */
  footer?: ReactNode;
  labels?: Partial<DropdownPanelLabels>;
  /** The panel element, e.g. to put the focus back into it after its focused item was removed. */
  panelRef?: RefObject<HTMLDivElement | null>;
  className?: string;
}

/**
 * A non-modal popover dialog under a header button (cart, wishlist). Opening moves the focus into the panel;
 * Escape, the close button and a click outside close it. The focus then returns to what opened it (WAI-ARIA
 * dialog pattern): the trigger, or the control that had the focus when the app opened the panel (e.g. an "Add
 * to cart" button) while it is still on the page; unless the outside click landed on another control, which
 * keeps it (one click reaches the other header buttons).
 */
export function DropdownPanel({
  trigger,
  title,
  headingLevel = 2,
  open,
  defaultOpen,
  onOpenChange,
  children,
  footer,
  panelRef,
  labels,
  className,
}: DropdownPanelProps) {
  const text = { ...defaultDropdownPanelLabels, ...labels };
  const titleId = useId();
  const ownRef = useRef<HTMLDivElement>(null);
  const contentRef = panelRef ?? ownRef;
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** The element focused when the panel opened: the focus goes back to it on close. */
  const openerRef = useRef<Element | null>(null);
  const Heading = `h${headingLevel}` as const;
  return (
    <Popover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild ref={triggerRef}>
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          tabIndex={-1}
          aria-labelledby={titleId}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className={cx(styles.content, className)}
          // The panel itself takes the focus, so its name is read first and Tab leads to its contents.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            openerRef.current = document.activeElement;
            contentRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const active = document.activeElement;
            if (active && active !== document.body) return;
            const opener = openerRef.current;
            openerRef.current = null;
            if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body)
              opener.focus();
            else triggerRef.current?.focus();
          }}
        >
          <div className={styles.header}>
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
            <Popover.Close asChild>
              <IconButton label={text.close} size="sm">
                <X aria-hidden size={18} />
              </IconButton>
            </Popover.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Closes the panel when its child (a link or button) is activated: wrap View Cart, Checkout, etc. */
export function DropdownPanelClose(props: ComponentPropsWithRef<typeof Popover.Close>) {
  return <Popover.Close {...props} />;
}

/**
 * Call after removing an item from an open panel: the removed button took the focus with it, so the focus
 * goes back to the panel instead of falling to <body>.
 */
export function keepFocusInPanel(panelRef: RefObject<HTMLDivElement | null>) {
  requestAnimationFrame(() => {
    const panel = panelRef.current;
    if (panel?.isConnected && !panel.contains(document.activeElement)) panel.focus();
  });
}
