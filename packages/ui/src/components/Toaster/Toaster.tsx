'use client';

import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  Toaster as Sonner,
  toast as sonner,
  type ExternalToast,
  type ToasterProps as SonnerProps,
} from 'sonner';
import type { ThemeName } from '../../theme/themes.css';
import { useDirection } from '../DirectionProvider/DirectionProvider';
import * as styles from './Toaster.css';

/** How long each kind of toast stays, in ms (the store's toast configuration). */
export const toastDurations = { success: 2000, error: 4000, blank: 4000, loading: Infinity } as const;
export const toastKinds = ['blank', 'success', 'error', 'loading'] as const;
export type ToastKind = (typeof toastKinds)[number];

export type ToastOptions = ExternalToast;
export type ToastId = string | number;

const blank = (message: ReactNode, options?: ToastOptions): ToastId =>
  sonner(message, { duration: toastDurations.blank, ...options });

/**
 * Shows a toast in the `<Toaster />`: `toast(text)` / `toast.message(text)` (blank), `toast.success`,
 * `toast.error`, `toast.loading` (stays until dismissed or replaced by passing its id to another call),
 * `toast.dismiss(id?)`. Each returns the toast's id.
 */
export const toast = /* @__PURE__ */ Object.assign(blank, {
  message: blank,
  success: (message: ReactNode, options?: ToastOptions): ToastId =>
    sonner.success(message, { duration: toastDurations.success, ...options }),
  error: (message: ReactNode, options?: ToastOptions): ToastId =>
    sonner.error(message, { duration: toastDurations.error, ...options }),
  loading: (message: ReactNode, options?: ToastOptions): ToastId =>
    sonner.loading(message, { duration: toastDurations.loading, ...options }),
  dismiss: (id?: ToastId): ToastId => sonner.dismiss(id),
});

/**
 * The toast area's settings: sonner's, less those the tokens own (`richColors`, `invert`, `icons`) and those the
 * store's toasts do not use.
 */
export interface ToasterProps {
  /**
   * The app's current theme; colours come from the tokens, this keeps sonner's own bits in step.
   * @default 'light'
   */
  theme?: ThemeName;
  /**
   * Where the toasts appear.
   * @default 'top-center'
   */
  position?: SonnerProps['position'];
  /**
   * How long a blank toast stays, in ms (`toast.success` and the others have their own, `toastDurations`).
   * @default 4000
   */
  duration?: number;
  /**
   * How many toasts show at once; older ones wait.
   * @default 20
   */
  visibleToasts?: number;
  /**
   * A close button on every toast (each toast also closes on a swipe, and all on `toast.dismiss()`).
   * @default false
   */
  closeButton?: boolean;
  /**
   * Shows the stack expanded instead of only on hover or focus.
   * @default false
   */
  expand?: boolean;
  /** Distance from the viewport's edges, e.g. `16` or `{ top: 72 }` under a sticky header. */
  offset?: SonnerProps['offset'];
  /** `offset` on screens under 600 px wide. */
  mobileOffset?: SonnerProps['mobileOffset'];
  /**
   * Reading direction of the toasts; `auto` (the default) takes the `DirectionProvider`'s or the page's.
   * @default 'auto'
   */
  dir?: SonnerProps['dir'];
  /**
   * Keys that move focus to the toasts.
   * @default ['altKey', 'KeyT']
   */
  hotkey?: string[];
  /**
   * The live region's name, read before the toasts.
   * @default 'Notifications'
   */
  containerAriaLabel?: string;
  /** Options every toast gets (its own options win); class names add to the library's. */
  toastOptions?: SonnerProps['toastOptions'];
  /** A class on the toast list, after the library's. */
  className?: string;
}

/**
 * The toast area: top centre, up to 20 at once, themed with the tokens. Render it once near the root; its
 * polite live region announces each toast.
 */
export function Toaster({ theme = 'light', className, toastOptions, dir, ...props }: ToasterProps) {
  const direction = useDirection(dir === 'auto' ? undefined : dir);
  return (
    <Sonner
      position="top-center"
      visibleToasts={20}
      duration={toastDurations.blank}
      {...props}
      dir={direction}
      theme={theme}
      className={cx(styles.toaster, className)}
      toastOptions={{
        ...toastOptions,
        unstyled: true,
        classNames: {
          toast: styles.toast,
          success: styles.success,
          error: styles.error,
          loading: styles.loading,
          icon: styles.icon,
          content: styles.content,
          title: styles.title,
          description: styles.description,
          ...toastOptions?.classNames,
        },
      }}
    />
  );
}
