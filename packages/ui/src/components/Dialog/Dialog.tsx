'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

export const dialogVariants = /* @__PURE__ */ cva([styles.panel, styles.centred], {
  variants: { size: styles.sizes },
  defaultVariants: { size: 'md' },
});

export interface DialogLabels {
  /** The close button's name. */
  close: string;
}

export const defaultDialogLabels: DialogLabels = { close: 'Close' };

/** The props Dialog and Sheet share: a trigger, a title, optional description, body and footer. */
export interface DialogBaseProps {
  /** The button that opens it (gets `aria-expanded`); leave out when the app opens it through `open`. */
  trigger?: ReactElement;
  /** The heading that names the dialog. */
  title: ReactNode;
  /** Read after the title when the dialog opens. */
  description?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The scrolling body. */
  children?: ReactNode;
  /** Fixed under the body: the actions. Wrap a button in `DialogClose` to close with it. */
  footer?: ReactNode;
  labels?: Partial<DialogLabels>;
  /** The element that gets the focus when it opens (a field to fill in); the close button when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

export interface DialogProps extends DialogBaseProps {
  size?: (typeof dialogSizes)[number];
}

/** The scrolling body: a Tab stop while it overflows, so keyboard users can scroll text without controls. */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    const observer = new ResizeObserver(() => setOverflows(body.scrollHeight > body.clientHeight));
    observer.observe(body);
    return () => observer.disconnect();
  }, []);
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={ref} tabIndex={overflows ? 0 : undefined} className={styles.body}>
      {children}
    </div>
  );
}

/** Header, body and footer inside a Radix Dialog content; Dialog and Sheet differ only in the panel's class. */
export function DialogPanel({
  title,
  description,
  children,
  footer,
  labels,
  initialFocus,
  className,
  ...props
}: Omit<DialogBaseProps, 'trigger' | 'open' | 'defaultOpen' | 'onOpenChange'> &
  Record<`data-${string}`, string>) {
  const text = { ...defaultDialogLabels, ...labels };
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        {...props}
        className={className}
        onOpenAutoFocus={(event) => {
          if (!initialFocus?.current) return;
          event.preventDefault();
          initialFocus.current.focus();
        }}
        // Without a description Radix warns; undefined tells it there is none on purpose.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Close asChild>
            <IconButton label={text.close} size="sm">
              <X aria-hidden size={18} />
            </IconButton>
          </RadixDialog.Close>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
        </div>
        {children && <DialogBody>{children}</DialogBody>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): opening moves the focus into it, Tab stays inside, Escape, the
 * close button or a click on the overlay closes it and the focus returns to the trigger.
 */
export function Dialog({ trigger, open, defaultOpen, onOpenChange, size, className, ...panel }: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <DialogPanel {...panel} data-size={size ?? 'md'} className={dialogVariants({ size, className })} />
    </RadixDialog.Root>
  );
}

/** Closes the dialog (or sheet) it is in when its child is activated: wrap Cancel, Done, a link. */
export function DialogClose(props: ComponentPropsWithRef<typeof RadixDialog.Close>) {
  return <RadixDialog.Close {...props} />;
}
