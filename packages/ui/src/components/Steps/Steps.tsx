import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { textLink } from '../../styles/textLink.css';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import * as styles from './Steps.css';
import type { HeadingLevel } from '../../utils/headingLevel';

export interface Step {
  title: string;
  body: string;
  /** `href` is an app route or an absolute address. */
  link?: { label: string; href: string };
}

export interface StepsProps extends Omit<ComponentPropsWithoutRef<'ol'>, 'children'> {
  steps: readonly Step[];
  /** Level of each step's title, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** Renders a step's link, e.g. with the router's `<Link>`; defaults to a plain anchor. */
  renderLink?: RenderLink;
}

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
          {step.link &&
            renderLink({
              href: step.link.href,
              className: cx(textLink, styles.link),
              children: step.link.label,
            })}
        </li>
      ))}
    </ol>
  );
}
