import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { renderAnchor, type LinkData, type LinkRenderer } from '../../shared/link';
import { textLink } from '../../styles/textLink.css';
import * as styles from './Steps.css';

export interface Step {
  title: string;
  body: string;
  link?: LinkData;
}

export const stepsHeadingLevels = [2, 3, 4, 5, 6] as const;

export interface StepsProps extends Omit<ComponentPropsWithoutRef<'ol'>, 'children'> {
  steps: Step[];
  /** Level of each step's title, to fit the page outline. */
  headingLevel?: (typeof stepsHeadingLevels)[number];
  /**
   * Renders a step's link, e.g. with the router's `<Link>`; give it `className` for the default look.
   * Defaults to a plain anchor.
   */
  renderLink?: LinkRenderer;
}

/** Numbered instructions (How to Buy, How to Activate) as an ordered list. */
export function Steps({
  steps,
  headingLevel = 3,
  renderLink = renderAnchor,
  className,
  ...props
}: StepsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol {...props} className={cx(styles.list, className)}>
      {steps.map((step, index) => (
        <li key={index} className={styles.item}>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.body}>{step.body}</p>
          {step.link && renderLink(step.link, cx(textLink, styles.link))}
        </li>
      ))}
    </ol>
  );
}
