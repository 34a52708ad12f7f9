import { cx } from 'class-variance-authority';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { textLink } from '../../styles/textLink.css';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import * as styles from './FaqCategoryCard.css';
import type { HeadingLevel } from '../../utils/headingLevel';

/** The help centre shows up to five sample questions per category. */
export const faqSampleQuestionLimit = 5;

export interface FaqCategoryCardLabels {
  viewAll: string;
}

export const defaultFaqCategoryCardLabels: FaqCategoryCardLabels = {
  viewAll: 'View All Articles',
};

export interface FaqCategoryCardProps extends Omit<
  ComponentPropsWithoutRef<'section'>,
  'children' | 'title'
> {
  title: string;
  description?: string;
  /** Sample questions; only the first five are shown. */
  questions: readonly string[];
  /** The category page, e.g. /faq/account. */
  href: string;
  labels?: Partial<FaqCategoryCardLabels>;
  headingLevel?: HeadingLevel;
  /** Renders the View All Articles link, e.g. with the router's `<Link>`. */
  renderLink?: RenderLink;
}

/** A help-centre category: title, sample questions and a link to all its articles. */
export function FaqCategoryCard({
  title,
  description,
  questions,
  href,
  headingLevel = 2,
  renderLink = defaultRenderLink,
  labels,
  className,
  ...props
}: FaqCategoryCardProps) {
  const text = { ...defaultFaqCategoryCardLabels, ...labels };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const shown = questions.slice(0, faqSampleQuestionLimit);
  return (
    <section {...props} aria-labelledby={titleId} className={cx(styles.card, className)}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
      {shown.length > 0 && (
        <ul className={styles.questions}>
          {shown.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ul>
      )}
      {renderLink({ href, className: cx(textLink, styles.viewAll), children: text.viewAll })}
    </section>
  );
}
