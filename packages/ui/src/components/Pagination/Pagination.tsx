import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { mirroredInRtl } from '../../styles/mirrored.css';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import { Button } from '../Button';
import * as styles from './Pagination.css';

export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pages to show: the first and last, the current one with `siblings` on each side, and an ellipsis for
 * each gap of two or more pages. The number of slots stays the same on every page, so the controls do not
 * jump under the pointer.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const pages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pageCount <= 2 * siblings + 5) return pages(1, pageCount);
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.max(Math.min(current - siblings, pageCount - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(current + siblings, 2 * siblings + 3), pageCount - 2);
  return [
    1,
    start > 3 ? 'ellipsis-start' : 2,
    ...pages(start, end),
    end < pageCount - 2 ? 'ellipsis-end' : pageCount - 1,
    pageCount,
  ];
}

export interface PaginationLabels {
  /** The navigation landmark's name. */
  nav: string;
  previous: string;
  next: string;
  /** The spoken name of a page number. */
  page: (page: number) => string;
}

export const defaultPaginationLabels: PaginationLabels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (n) => `Page ${n}`,
};

export interface PaginationProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Pages as links (shareable, crawlable) when given: the address of each page. */
  getHref?: (page: number) => string;
  /** Renders the page links (e.g. a router `<Link>`); a plain anchor by default. */
  renderLink?: RenderLink;
  /** Called with the chosen page: the only effect in button mode, and also on link clicks. */
  onPageChange?: (page: number) => void;
  /** Pages shown on each side of the current one. */
  siblingCount?: number;
  labels?: Partial<PaginationLabels>;
}

/** Page navigation: previous, numbered pages with ellipses, next. Renders nothing for a single page. */
export function Pagination({
  page,
  pageCount,
  getHref,
  renderLink = defaultRenderLink,
  onPageChange,
  siblingCount = 1,
  labels,
  ...props
}: PaginationProps) {
  const text = { ...defaultPaginationLabels, ...labels };
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const control = (target: number, content: ReactNode, extra: { className?: string; name: string }) => {
    const common = {
      'aria-label': extra.name,
      'aria-current': target === current ? ('page' as const) : undefined,
      onClick: () => onPageChange?.(target),
    };
    return getHref ? (
      <Button asChild variant="ghost" className={extra.className}>
        {renderLink({ ...common, href: getHref(target), children: content })}
      </Button>
    ) : (
      <Button {...common} variant="ghost" className={extra.className}>
        {content}
      </Button>
    );
  };

  // Previous and next; past either end a disabled button stands in (a link cannot be disabled).
  const step = (target: number, name: string, Chevron: LucideIcon, after: boolean) => {
    const icon = <Chevron aria-hidden size={18} className={mirroredInRtl} />;
    const content = (
      <>
        {!after && icon}
        <span className={styles.stepLabel}>{name}</span>
        {after && icon}
      </>
    );
    return target < 1 || target > pageCount ? (
      <Button variant="ghost" disabled aria-label={name} className={styles.step}>
        {content}
      </Button>
    ) : (
      control(target, content, { name, className: styles.step })
    );
  };

  return (
    <nav {...props} aria-label={text.nav} data-page={current}>
      <ul className={styles.list}>
        <li>{step(current - 1, text.previous, ChevronLeft, false)}</li>
        {paginationRange(current, pageCount, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {control(item, item, {
                name: text.page(item),
                className: item === current ? `${styles.page} ${styles.current}` : styles.page,
              })}
            </li>
          ) : (
            <li key={item} aria-hidden className={styles.ellipsis}>
              …
            </li>
          ),
        )}
        <li>{step(current + 1, text.next, ChevronRight, true)}</li>
      </ul>
    </nav>
  );
}
