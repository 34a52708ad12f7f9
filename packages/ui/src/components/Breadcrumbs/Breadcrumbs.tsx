import { cx } from 'class-variance-authority';
import { ChevronRight } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { mirroredInRtl } from '../../styles/mirrored.css';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; the last crumb (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsLabels {
  /** The navigation landmark's name. */
  nav: string;
}

export const defaultBreadcrumbsLabels: BreadcrumbsLabels = { nav: 'Breadcrumb' };

export interface BreadcrumbsProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children' | 'aria-label'> {
  /** From the home page to the current page, which is the last item. */
  items: readonly BreadcrumbItem[];
  /** Renders each link, so any router works (a plain `<a>` by default). */
  renderLink?: RenderLink;
  labels?: Partial<BreadcrumbsLabels>;
}

/**
 * The trail to the current page (WAI-ARIA breadcrumb): a named navigation landmark holding an ordered list of
 * links; the last item is the current page (`aria-current="page"`). The separators are hidden from screen
 * readers and point the other way in RTL.
 */
export function Breadcrumbs({
  items,
  renderLink = defaultRenderLink,
  labels,
  className,
  ...props
}: BreadcrumbsProps) {
  const text = { ...defaultBreadcrumbsLabels, ...labels };
  return (
    <nav {...props} aria-label={text.nav} className={cx(styles.nav, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {index > 0 && (
                <ChevronRight aria-hidden size={14} className={cx(styles.separator, mirroredInRtl)} />
              )}
              {item.href ? (
                renderLink({
                  href: item.href,
                  className: cx(styles.link, current && styles.current),
                  'aria-current': current ? 'page' : undefined,
                  children: item.label,
                })
              ) : (
                <span aria-current={current ? 'page' : undefined} className={styles.current}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
