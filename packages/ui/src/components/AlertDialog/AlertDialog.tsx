'use client';
import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { cx } from 'class-variance-authority';
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import * as styles from './AlertDialog.css';

export const alertDialogVariantNames = ['default', 'danger'] as const;

export interface AlertDialogLabels {
  cancel: string;
  confirm: string;
}

export const defaultAlertDialogLabels: AlertDialogLabels = { cancel: 'Cancel', confirm: 'Confirm' };

export interface AlertDialogProps {
  /** The button that asks (gets `aria-expanded`); leave out when the app opens it through `open`. */
  trigger?: ReactElement;
  /** The question, e.g. "Delete your account?". */
  title: ReactNode;
  /** What happens on confirm; read with the title. */
  description: ReactNode;
  /** `danger` paints the confirm button red, for what cannot be undone. */
  variant?: (typeof alertDialogVariantNames)[number];
  /**
   * Runs on confirm. A returned promise keeps the dialog open and the confirm button busy until it settles;
   * it then closes (on success) or stays open (on failure, so the app can show why).
   */
  onConfirm?: () => Promise<unknown> | void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  labels?: Partial<AlertDialogLabels>;
  className?: string;
}

/**
 * The library's one confirmation pattern (WAI-ARIA alertdialog): a modal question with Cancel and Confirm.
 * The focus starts on Cancel, the safe answer; Escape cancels; a click outside does nothing.
 */
export function AlertDialog({
  trigger,
  title,
  description,
  variant = 'default',
  onConfirm,
  open,
  defaultOpen = false,
  onOpenChange,
  labels,
  className,
}: AlertDialogProps) {
  const text = { ...defaultAlertDialogLabels, ...labels };
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [busy, setBusy] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (busy && !next) return;
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm?.();
      setBusy(false);
      setOpen(false);
    } catch {
      // The app reports the failure; the question stays so the user can retry or cancel.
      setBusy(false);
    }
  };
  return (
    <RadixAlertDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>}
      <RadixAlertDialog.Portal>
        {/* A click outside does nothing, focus included: it stays in the dialog instead of falling to <body>. */}
        <RadixAlertDialog.Overlay
          className={dialogStyles.overlay}
          onMouseDown={(event) => event.preventDefault()}
        />
        <RadixAlertDialog.Content
          data-variant={variant}
          aria-busy={busy || undefined}
          className={cx(dialogStyles.panel, dialogStyles.centred, dialogStyles.sizes.sm, className)}
        >
          <div className={styles.text}>
            <RadixAlertDialog.Title className={dialogStyles.title}>{title}</RadixAlertDialog.Title>
            <RadixAlertDialog.Description className={styles.description}>
              {description}
            </RadixAlertDialog.Description>
          </div>
          <div className={dialogStyles.footer}>
            <RadixAlertDialog.Cancel asChild>
              <Button variant="secondary" aria-disabled={busy || undefined}>
                {text.cancel}
              </Button>
            </RadixAlertDialog.Cancel>
            <Button variant={variant === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
              {text.confirm}
            </Button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
