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

export interface ToasterProps extends Omit<SonnerProps, 'theme'> {
  /** The app's current theme; colours come from the tokens, this keeps sonner's own bits in step. */
  theme?: ThemeName;
}

/**
 * The toast area: top centre, up to 20 at once, themed with the tokens. Render it once near the root; its
 * polite live region announces each toast.
 */
export function Toaster({ theme = 'light', className, toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      visibleToasts={20}
      duration={toastDurations.blank}
      {...props}
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
