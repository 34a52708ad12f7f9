'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { DialogPanel, type DialogBaseProps } from '../Dialog/Dialog';
import * as dialogStyles from '../Dialog/Dialog.css';
import * as styles from './Sheet.css';

/** Where the sheet slides in from: the inline start or end (they follow the text direction), or the bottom. */
export const sheetSides = ['start', 'end', 'bottom'] as const;

export const sheetVariants = /* @__PURE__ */ cva([dialogStyles.panel, styles.base], {
  variants: { side: styles.sides },
  defaultVariants: { side: 'end' },
});

export interface SheetProps extends DialogBaseProps {
  side?: (typeof sheetSides)[number];
}

/**
 * A modal side drawer for mobile filters, the cart or navigation. It behaves as Dialog does (focus moves in
 * and stays, Escape, the close button or the overlay close it, the focus returns to the trigger).
 */
export function Sheet({ trigger, open, defaultOpen, onOpenChange, side, className, ...panel }: SheetProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <DialogPanel {...panel} data-side={side ?? 'end'} className={sheetVariants({ side, className })} />
    </RadixDialog.Root>
  );
}
