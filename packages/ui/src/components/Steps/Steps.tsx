import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './Steps.css';

export interface StepLink {
  label: string;
  /** An app route or an absolute address. */
  to: string;
}

export interface Step {
  title: string;
  body: string;
  link?: StepLink;
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
  renderLink?: (link: StepLink, className: string) => ReactNode;
}

const defaultRenderLink = (link: StepLink, className: string) => (
  <a href={link.to} className={className}>
    {link.label}
  </a>
);

/** Numbered instructions (How to Buy, How to Activate) as an ordered list. */
export function Steps({
  steps,
  headingLevel = 3,
  renderLink = defaultRenderLink,
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
          {step.link && renderLink(step.link, styles.link)}
        </li>
      ))}
    </ol>
  );
}
