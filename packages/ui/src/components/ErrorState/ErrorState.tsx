import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../EmptyState';

export interface ErrorStateProps extends Omit<EmptyStateProps, 'message' | 'tone' | 'role'> {
  /** What went wrong. Defaults to the store's fallback text. */
  message?: ReactNode;
}

/**
 * A failure in place of content, announced at once (role="alert"), with a way on in the action slot
 * ('Back to Products', 'Try again').
 */
export function ErrorState({ message = 'Unexpected Application Error!', ...props }: ErrorStateProps) {
  return <EmptyState {...props} role="alert" tone="danger" message={message} />;
}
