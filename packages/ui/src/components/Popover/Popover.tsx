'use client';
import * as RadixPopover from '@radix-ui/react-popover';
import { cx } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { IconButton } from '../IconButton';
import * as styles from './Popover.css';

export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;
export const popoverAligns = ['start', 'center', 'end'] as const;

export interface PopoverLabels {
  /** The close button's name. */
  close: string;
}

export const defaultPopoverLabels: PopoverLabels = { close: 'Close' };

export interface PopoverProps {
  /** The button that opens it (gets `aria-expanded` and `aria-controls`). */
  trigger: ReactElement;
  /** The popover's accessible name (it is a dialog), e.g. "Activation help". */
  label: string;
  /** Rich, interactive content: links, buttons, a short form. */
  children: ReactNode;
  side?: (typeof popoverSides)[number];
  align?: (typeof popoverAligns)[number];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  labels?: Partial<PopoverLabels>;
  className?: string;
}

/**
 * A non-modal dialog anchored to its trigger: opening moves the focus into it; Escape, the close button or a
 * click outside close it and the focus returns to the trigger. For a text-only hint, use Tooltip.
 */
export function Popover({
  trigger,
  label,
  children,
  side = 'bottom',
  align = 'center',
  open,
  defaultOpen,
  onOpenChange,
  labels,
  className,
}: PopoverProps) {
  const text = { ...defaultPopoverLabels, ...labels };
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          data-side={side}
          className={cx(styles.content, className)}
        >
          <div className={styles.body}>{children}</div>
          <RadixPopover.Close asChild>
            <IconButton label={text.close} size="sm" className={styles.close}>
              <X aria-hidden size={16} />
            </IconButton>
          </RadixPopover.Close>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Closes the popover it is in when its child is activated. */
export function PopoverClose(props: ComponentPropsWithRef<typeof RadixPopover.Close>) {
  return <RadixPopover.Close {...props} />;
}
