import type { RenderLink } from '@keyshop/ui';
import { Link } from 'react-router';

/**
 * The `renderLink` every @keyshop/ui component takes: app routes go through the router (no page reload),
 * absolute addresses (https:, mailto:) stay plain anchors.
 */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) =>
  href.startsWith('/') ? (
    <Link to={href} {...props}>
      {children}
    </Link>
  ) : (
    <a href={href} {...props}>
      {children}
    </a>
  );
