import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateContentProps, type EmptyStateFrameProps } from '../EmptyState';

export interface ErrorStateProps extends EmptyStateFrameProps, EmptyStateContentProps {
  /** What went wrong, in the app's words (e.g. the server's message or 'Unexpected Application Error!'). */
  message: ReactNode;
}

/**
 * A failure in place of content, announced at once (role="alert"), with a way on in the action slot
 * ('Back to Products', 'Try again').
 */
export function ErrorState(props: ErrorStateProps) {
  return <EmptyState {...props} role="alert" variant="danger" />;
}
