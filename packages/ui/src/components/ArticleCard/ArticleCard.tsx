import { cx } from 'class-variance-authority';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { formatIsoDate } from '../../utils/formatDate';
import { ReadMore, type ReadMoreLabels } from '../ReadMore';
import * as styles from './ArticleCard.css';
import type { HeadingLevel } from '../../utils/headingLevel';

export interface ArticleCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children' | 'content'> {
  title: string;
  /** ISO date (YYYY-MM-DD) or date-time. */
  date: string;
  /** Paragraphs in reading order. */
  content: string | readonly string[];
  headingLevel?: HeadingLevel;
  /** Locale of the shown date. */
  locale?: string;
  /** Read More / Read Less. */
  labels?: Partial<ReadMoreLabels>;
}

/** A blog article: title, date and content clamped to three lines with Read More. */
export function ArticleCard({
  title,
  date,
  content,
  headingLevel = 2,
  locale,
  labels,
  className,
  ...props
}: ArticleCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const paragraphs = typeof content === 'string' ? [content] : content;
  return (
    <article {...props} aria-labelledby={titleId} className={cx(styles.card, className)}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <time dateTime={date} className={styles.date}>
        {formatIsoDate(date, locale)}
      </time>
      <ReadMore labels={labels}>
        {paragraphs.map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </ReadMore>
    </article>
  );
}
