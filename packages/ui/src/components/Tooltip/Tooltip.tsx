'use client';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { cx } from 'class-variance-authority';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;

export interface TooltipProps {
  /** The element described: a focusable control (its own name stays; the tip becomes its description). */
  children: ReactElement;
  /** A short, text-only hint. Nothing interactive: use Popover for that. */
  content: ReactNode;
  side?: (typeof tooltipSides)[number];
  /** Milliseconds of hover before it shows; keyboard focus shows it at once. */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A hint shown on hover and keyboard focus (WAI-ARIA tooltip): Escape hides it, moving away hides it. It
 * brings its own Provider, so it works anywhere without a setup step.
 */
export function Tooltip({
  children,
  content,
  side = 'top',
  delayDuration = 400,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cx(styles.content, className)}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
