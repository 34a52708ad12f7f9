import { cx } from 'class-variance-authority';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { Children, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import { Skeleton } from '../Skeleton';
import * as styles from './StatCard.css';

export const statCardTrends = ['up', 'down', 'flat'] as const;
export type StatCardTrend = (typeof statCardTrends)[number];

export interface StatCardLabels {
  /** Read before the change when the figure went up. */
  up: string;
  down: string;
  flat: string;
  /** Read in place of the value while it loads. */
  loading: string;
}

export const defaultStatCardLabels: StatCardLabels = {
  up: 'Up',
  down: 'Down',
  flat: 'No change',
  loading: 'Loading',
};

const trendIcons = { up: ArrowUp, down: ArrowDown, flat: Minus };

export interface StatCardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** What the figure is, e.g. 'Sales today'. */
  label: ReactNode;
  /** The figure, formatted by the app ('€1,204.50', '12'). */
  value?: ReactNode;
  /** The change beside it in words, e.g. '+12 % on yesterday'. */
  change?: ReactNode;
  /** Which way the figure moved: an arrow and a word read before `change`, never colour alone. */
  trend?: StatCardTrend;
  /** The direction that is good news (green); the other one is red. 'down' for refunds or waiting orders. */
  goodTrend?: Exclude<StatCardTrend, 'flat'>;
  /** Makes the label a link to the figure's details; the whole card is its hit area. */
  href?: string;
  /** Renders the link (e.g. a router `<Link>`); a plain anchor by default. */
  renderLink?: RenderLink;
  /** Shows placeholders for the value and change, read as loading. */
  loading?: boolean;
  labels?: Partial<StatCardLabels>;
}

/** One figure of a dashboard: its label, value and optional change, optionally linking to its details. */
export function StatCard({
  label,
  value,
  change,
  trend = 'flat',
  goodTrend = 'up',
  href,
  renderLink = defaultRenderLink,
  loading = false,
  labels,
  className,
  ...props
}: StatCardProps) {
  const text = { ...defaultStatCardLabels, ...labels };
  const TrendIcon = trendIcons[trend];
  const meaning = trend === 'flat' ? 'neutral' : trend === goodTrend ? 'good' : 'bad';
  return (
    <div
      {...props}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'idle'}
      data-trend={change ? trend : undefined}
      className={cx(styles.card, className)}
    >
      <dl className={styles.list}>
        <dt className={styles.label}>
          {href ? renderLink({ href, className: styles.link, children: label }) : label}
        </dt>
        <dd className={styles.value}>
          {loading ? (
            <>
              <Skeleton width="6rem" className={styles.valueSkeleton} />
              <span className={visuallyHidden}>{text.loading}</span>
            </>
          ) : (
            value
          )}
        </dd>
        {loading ? (
          <dd aria-hidden className={styles.change}>
            <Skeleton width="8rem" />
          </dd>
        ) : (
          change && (
            <dd className={styles.change} data-meaning={meaning}>
              <TrendIcon aria-hidden className={styles.changeIcon} />
              <span className={visuallyHidden}>{text[trend]}: </span>
              {change}
            </dd>
          )
        )}
      </dl>
    </div>
  );
}

export type StatCardsProps = ComponentPropsWithoutRef<'ul'>;

/** A responsive row of StatCards as a list (name it with `aria-label` or `aria-labelledby`). */
export function StatCards({ children, className, ...props }: StatCardsProps) {
  return (
    <ul {...props} className={cx(styles.group, className)}>
      {Children.map(children, (card) => card && <li>{card}</li>)}
    </ul>
  );
}
