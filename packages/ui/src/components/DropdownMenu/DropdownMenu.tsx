'use client';

import * as Menu from '@radix-ui/react-dropdown-menu';
import { cx } from 'class-variance-authority';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { useDirection } from '../DirectionProvider/DirectionProvider';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuProps extends Menu.DropdownMenuProps {
  /** The trigger and the content: `DropdownMenuTrigger` and `DropdownMenuContent`. */
  children?: ReactNode;
  /** Whether the menu is open, controlled: pass back what `onOpenChange` reports. */
  open?: boolean;
  /**
   * Whether the menu is open at first, uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Modal: the rest of the page is inert and a click outside only closes the menu.
   * @default false
   */
  modal?: boolean;
  /** Reading direction for the arrow keys and submenus; the `DirectionProvider`'s or the page's when absent. */
  dir?: 'ltr' | 'rtl';
}

/**
 * Root: holds open state (controlled with `open`/`onOpenChange`, or uncontrolled). Non-modal by default, so
 * a click outside both closes the menu and reaches its target (the header's other icons work in one click),
 * and the page is not hidden from assistive tech while the menu is open.
 */
export function DropdownMenu({ modal = false, dir, ...props }: DropdownMenuProps) {
  return <Menu.Root {...props} dir={useDirection(dir)} modal={modal} />;
}

export type DropdownMenuTriggerProps = ComponentPropsWithRef<typeof Menu.Trigger>;

/** The button that opens the menu. Use `asChild` to make your own `<Button>` or icon button the trigger. */
export function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  return <Menu.Trigger {...props} />;
}

export type DropdownMenuContentProps = ComponentPropsWithRef<typeof Menu.Content>;

/**
 * The menu panel. It portals to `document.body`, so it takes its theme from the class on `<html>`.
 * Closes on Escape and outside click and hands focus back to the trigger, unless the outside click focused
 * another control.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  collisionPadding = 8,
  onCloseAutoFocus,
  ...props
}: DropdownMenuContentProps) {
  // Radix refocuses the trigger after Escape or a selection, but not after an outside click. When that click
  // focused nothing (blank page), focus would fall to <body>: send it back to the trigger instead.
  const handleCloseAutoFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    const active = document.activeElement;
    if (event.defaultPrevented || (active && active !== document.body)) return;
    event.preventDefault();
    const triggerId = (event.target as Element).getAttribute('aria-labelledby');
    if (triggerId) document.getElementById(triggerId)?.focus();
  };
  return (
    <Menu.Portal>
      <Menu.Content
        {...props}
        onCloseAutoFocus={handleCloseAutoFocus}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        align={align}
        className={cx(styles.content, className)}
      />
    </Menu.Portal>
  );
}

export type DropdownMenuItemProps = ComponentPropsWithRef<typeof Menu.Item>;

/** An action. `onSelect` runs on click, Enter or Space; the menu then closes. */
export function DropdownMenuItem({ className, ...props }: DropdownMenuItemProps) {
  return <Menu.Item {...props} className={cx(styles.item, className)} />;
}

export interface DropdownMenuLinkItemProps extends Omit<DropdownMenuItemProps, 'asChild' | 'children'> {
  /** The link element: `<a href>` or a router `<Link to>`. It becomes the menu item. */
  children: ReactElement;
}

/** A navigation entry: renders its link child as the menu item, so router links work. */
export function DropdownMenuLinkItem({ className, ...props }: DropdownMenuLinkItemProps) {
  return <Menu.Item {...props} asChild className={cx(styles.item, className)} />;
}

export type DropdownMenuCheckboxItemProps = ComponentPropsWithRef<typeof Menu.CheckboxItem> & {
  /** Keep the menu open after toggling so the new state stays visible (default). */
  keepOpen?: boolean;
};

/** An on/off setting shown as a switch (role menuitemcheckbox), e.g. the dark theme toggle. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  keepOpen = true,
  onSelect,
  ...props
}: DropdownMenuCheckboxItemProps) {
  return (
    <Menu.CheckboxItem
      {...props}
      className={cx(styles.item, className)}
      onSelect={(event) => {
        onSelect?.(event);
        if (keepOpen) event.preventDefault();
      }}
    >
      <span className={styles.itemLabel}>{children}</span>
      <span aria-hidden className={styles.switchTrack}>
        <span className={styles.switchThumb} />
      </span>
    </Menu.CheckboxItem>
  );
}

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof Menu.Label>;

/** A bold, non-focusable heading row, e.g. "Welcome, {name}". */
export function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  return <Menu.Label {...props} className={cx(styles.label, className)} />;
}

export type DropdownMenuTextProps = ComponentPropsWithRef<'div'>;

/** A non-interactive row for fixed information ("Currency: EUR"); arrow keys skip it. */
export function DropdownMenuText({ className, ...props }: DropdownMenuTextProps) {
  return <div {...props} className={cx(styles.text, className)} />;
}

export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof Menu.Separator>;

export function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return <Menu.Separator {...props} className={cx(styles.separator, className)} />;
}

export type DropdownMenuGroupProps = ComponentPropsWithRef<typeof Menu.Group>;

/** Groups related items (role group); label it with `aria-label` or a `DropdownMenuLabel`. */
export function DropdownMenuGroup(props: DropdownMenuGroupProps) {
  return <Menu.Group {...props} />;
}
