import type { ReactNode } from 'react';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import { buttonVariants } from '../Button';
import { EmptyState, type EmptyStateFrameProps } from '../EmptyState';

export interface NotFoundLabels {
  heading: ReactNode;
  message: ReactNode;
  home: ReactNode;
}

export const defaultNotFoundLabels: NotFoundLabels = {
  heading: 'Page not found',
  message: 'The page you are looking for might have been moved or does not exist.',
  home: 'Back to Home',
};

export interface NotFoundHrefs {
  home: string;
}

export interface NotFoundProps extends EmptyStateFrameProps {
  /**
   * The heading's level: 1, as the page's own heading.
   * @default 1
   */
  headingLevel?: EmptyStateFrameProps['headingLevel'];
  /**
   * The icon and text scale together.
   * @default 'lg'
   */
  size?: EmptyStateFrameProps['size'];
  labels?: Partial<NotFoundLabels>;
  /** Where the link home goes (`home`): the app's home route. */
  hrefs: NotFoundHrefs;
  /** Renders the link home (styled as a primary button): `({ href, ...props }) => <Link to={href} {...props} />`. */
  renderLink?: RenderLink;
}

/** The page for an unknown address: a heading, why it may be missing, and a link home. */
export function NotFound({
  hrefs,
  renderLink = defaultRenderLink,
  headingLevel = 1,
  size = 'lg',
  labels,
  ...props
}: NotFoundProps) {
  const text = { ...defaultNotFoundLabels, ...labels };
  return (
    <EmptyState
      {...props}
      size={size}
      headingLevel={headingLevel}
      message={text.heading}
      description={text.message}
      action={renderLink({ href: hrefs.home, children: text.home, className: buttonVariants() })}
    />
  );
}
