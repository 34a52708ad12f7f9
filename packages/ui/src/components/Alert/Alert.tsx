'use client';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { IconButton } from '../IconButton';
import * as styles from './Alert.css';

export const alertVariantNames = ['info', 'success', 'warning', 'danger'] as const;
type AlertVariant = (typeof alertVariantNames)[number];

export const alertVariants = /* @__PURE__ */ cva(styles.base, {
  variants: { variant: styles.variants },
  defaultVariants: { variant: 'info' },
});

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

export interface AlertLabels {
  /** The dismiss button's name. */
  dismiss: string;
}

export const defaultAlertLabels: AlertLabels = { dismiss: 'Dismiss' };

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  variant?: AlertVariant;
  /** A bold first line. */
  title?: ReactNode;
  /** An action under the message, e.g. a Retry button or a link. */
  action?: ReactNode;
  /** Shows a dismiss button; the app removes the alert. */
  onDismiss?: () => void;
  /**
   * Announce the alert when it appears: `role="alert"` for warning and danger, `role="status"` otherwise.
   * Leave off for a banner that is part of the page from the start.
   */
  live?: boolean;
  labels?: Partial<AlertLabels>;
}

/** An inline banner: a message with an icon and colour per variant, an optional action and dismiss. */
export function Alert({
  variant = 'info',
  title,
  action,
  onDismiss,
  live = false,
  labels,
  className,
  children,
  ...props
}: AlertProps) {
  const text = { ...defaultAlertLabels, ...labels };
  const Icon = icons[variant];
  const urgent = variant === 'warning' || variant === 'danger';
  return (
    <div
      {...props}
      role={live ? (urgent ? 'alert' : 'status') : undefined}
      data-variant={variant}
      className={alertVariants({ variant, className })}
    >
      <Icon aria-hidden className={styles.icon} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.message}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {onDismiss && (
        <IconButton label={text.dismiss} size="sm" onClick={onDismiss} className={styles.dismiss}>
          <X aria-hidden size={16} />
        </IconButton>
      )}
    </div>
  );
}
