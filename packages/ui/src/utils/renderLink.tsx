import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/** What a component hands to `renderLink`: an anchor's props with the target as `href`. */
export interface LinkRenderProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'children'> {
  /** An app route ('/products') or an absolute address. */
  href: string;
  children: ReactNode;
}

/**
 * Renders one link, so any router works: `renderLink={({ href, ...props }) => <Link to={href} {...props} />}`.
 * Spread every prop: they carry the class, `aria-current` and the accessible name.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** A plain anchor: full page loads, or links outside the app. */
export const defaultRenderLink: RenderLink = ({ href, children, ...props }) => (
  <a {...props} href={href}>
    {children}
  </a>
);
