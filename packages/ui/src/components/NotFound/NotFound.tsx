import type { ReactElement, ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState, type EmptyStateProps } from '../EmptyState';

export interface NotFoundLinkProps {
  href: string;
  children: ReactNode;
}

export interface NotFoundProps extends Omit<EmptyStateProps, 'message' | 'description' | 'action'> {
  heading?: ReactNode;
  message?: ReactNode;
  homeLabel?: ReactNode;
  homeHref?: string;
  /**
   * Renders the link home; it gets the button styles. With react-router:
   * `renderHomeLink={({ href, children }) => <Link to={href}>{children}</Link>}`.
   */
  renderHomeLink?: (props: NotFoundLinkProps) => ReactElement;
}

const anchor = ({ href, children }: NotFoundLinkProps) => <a href={href}>{children}</a>;

/** The page for an unknown address: a heading, why it may be missing, and a link home. */
export function NotFound({
  heading = 'Page not found',
  message = 'The page you are looking for might have been moved or does not exist.',
  homeLabel = 'Back to Home',
  homeHref = '/',
  renderHomeLink = anchor,
  headingLevel = 1,
  size = 'lg',
  ...props
}: NotFoundProps) {
  return (
    <EmptyState
      {...props}
      size={size}
      headingLevel={headingLevel}
      message={heading}
      description={message}
      action={<Button asChild>{renderHomeLink({ href: homeHref, children: homeLabel })}</Button>}
    />
  );
}
