import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import { Button } from '../Button';
import * as styles from './CategoryBar.css';

export interface CategoryBarItem {
  label: string;
  /** An app route, e.g. '/products'. */
  to: string;
}

/** The home page's categories: all to the catalogue, plus the support centre. */
export const defaultCategoryBarItems = [
  { label: 'Browse All', to: '/products' },
  { label: 'PC', to: '/products' },
  { label: 'Xbox', to: '/products' },
  { label: 'PlayStation', to: '/products' },
  { label: 'Nintendo', to: '/products' },
  { label: 'Games', to: '/products' },
  { label: 'DLCs', to: '/products' },
  { label: 'Subscriptions', to: '/products' },
  { label: 'Support Center', to: '/support' },
] as const satisfies readonly CategoryBarItem[];

export interface CategoryBarProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  items?: readonly CategoryBarItem[];
  /** Renders each link (e.g. a router `<Link>`); a plain anchor by default. */
  renderLink?: RenderLink;
  /** The navigation landmark's name. */
  label?: string;
}

/** A row of category links; it scrolls sideways within itself on narrow screens. */
export function CategoryBar({
  items = defaultCategoryBarItems,
  renderLink = defaultRenderLink,
  label = 'Categories',
  className,
  ...props
}: CategoryBarProps) {
  return (
    <nav {...props} aria-label={label} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.label} className={styles.item}>
            <Button asChild variant="secondary" size="sm" className={styles.link}>
              {renderLink({ href: item.to, children: item.label })}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
