import { cx } from 'class-variance-authority';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { textLink } from '../../styles/textLink.css';
import { formatIsoDate } from '../../utils/formatDate';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import { Steps, type Step } from '../Steps';
import * as styles from './LegalPage.css';

export interface LegalPageLink {
  label: string;
  /** An app route or an absolute address. */
  href: string;
}

/** One titled block. `id` is the heading's anchor. Parts render in this order. */
export interface LegalPageSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  steps?: readonly Step[];
  definitions?: readonly { term: string; description: string }[];
  links?: readonly LegalPageLink[];
}

export interface LegalPageLabels {
  toc: string;
  updated: string;
}

export const defaultLegalPageLabels: LegalPageLabels = {
  toc: 'On this page',
  updated: 'Last updated',
};

export interface LegalPageProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children' | 'title'> {
  title: string;
  intro: string;
  /** ISO date (YYYY-MM-DD) of the last revision. */
  updated?: string;
  sections: readonly LegalPageSection[];
  /** Extra content after the sections, e.g. a contact form. */
  children?: ReactNode;
  labels?: Partial<LegalPageLabels>;
  /** Locale of the shown date. */
  locale?: string;
  /** Renders section links, e.g. with the router's `<Link>`; defaults to a plain anchor. */
  renderLink?: RenderLink;
}

/** Layout of legal and static pages: title, revision date, intro, a table of contents and sections. */
export function LegalPage({
  title,
  intro,
  updated,
  sections,
  children,
  locale,
  renderLink = defaultRenderLink,
  labels,
  className,
  ...props
}: LegalPageProps) {
  const text = { ...defaultLegalPageLabels, ...labels };
  const titleId = useId();
  const tocId = useId();
  return (
    <article {...props} aria-labelledby={titleId} className={cx(styles.page, className)}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {updated && (
          <p className={styles.updated}>
            {text.updated}: <time dateTime={updated}>{formatIsoDate(updated, locale)}</time>
          </p>
        )}
        <p className={styles.intro}>{intro}</p>
      </header>
      {sections.length > 1 && (
        <nav aria-labelledby={tocId} className={styles.toc}>
          <p id={tocId} className={styles.tocTitle}>
            {text.toc}
          </p>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={textLink}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className={styles.section}>
          <h2 id={section.id} className={styles.heading}>
            {section.heading}
          </h2>
          {section.paragraphs?.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {section.list && (
            <ul className={styles.list}>
              {section.list.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          )}
          {section.steps && <Steps steps={section.steps} renderLink={renderLink} />}
          {section.definitions && (
            <dl className={styles.definitions}>
              {section.definitions.map(({ term, description }) => (
                <div key={term} className={styles.definitionPair}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.description}>{description}</dd>
                </div>
              ))}
            </dl>
          )}
          {section.links && (
            <ul className={styles.list}>
              {section.links.map((link) => (
                <li key={link.href}>
                  {renderLink({ href: link.href, className: textLink, children: link.label })}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {children}
    </article>
  );
}
