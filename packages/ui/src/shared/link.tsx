import type { ReactNode } from 'react';

/** A link as data: a label and where it goes (an app route or an absolute address). */
export interface LinkData {
  label: string;
  to: string;
}

/** Renders a link, e.g. with the router's `<Link>`; apply `className` to keep the library's look. */
export type LinkRenderer = (link: LinkData, className: string) => ReactNode;

export const renderAnchor: LinkRenderer = (link, className) => (
  <a href={link.to} className={className}>
    {link.label}
  </a>
);
