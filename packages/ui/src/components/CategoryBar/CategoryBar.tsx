import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import { Button } from '../Button';
import * as styles from './CategoryBar.css';

export interface CategoryBarItem {
  label: string;
  /** An app route, e.g. '/products'. */
  href: string;
}

export interface CategoryBarLabels {
  /** The navigation landmark's name. */
  nav: string;
}

export const defaultCategoryBarLabels: CategoryBarLabels = { nav: 'Categories' };

export interface CategoryBarProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The links: the app's routes (the library knows none). */
  items: readonly CategoryBarItem[];
  /** Renders each link (e.g. a router `<Link>`); a plain anchor by default. */
  renderLink?: RenderLink;
  labels?: Partial<CategoryBarLabels>;
}

/** A row of category links; it scrolls sideways within itself on narrow screens. */
export function CategoryBar({
  items,
  renderLink = defaultRenderLink,
  labels,
  className,
  ...props
}: CategoryBarProps) {
  const text = { ...defaultCategoryBarLabels, ...labels };
  return (
    <nav {...props} aria-label={text.nav} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.label} className={styles.item}>
            <Button asChild variant="secondary" size="sm" className={styles.link}>
              {renderLink({ href: item.href, children: item.label })}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
