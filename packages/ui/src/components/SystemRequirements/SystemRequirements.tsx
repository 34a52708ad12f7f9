import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './SystemRequirements.css';
import type { HeadingLevel } from '../../utils/headingLevel';

export interface SystemRequirement {
  /** e.g. 'Windows'. */
  system: string;
  /** 'label: value' lines, e.g. 'Memory: 8 GB RAM'. */
  requirement: string[];
}

/** Splits 'label: value' at the first ': '; `null` when the line has no label or no value. */
export function parseRequirement(line: string): { label: string; value: string } | null {
  const at = line.indexOf(': ');
  if (at < 0) return null;
  const label = line.slice(0, at).trim();
  const value = line.slice(at + 2).trim();
  return label && value ? { label, value } : null;
}

type Block = { kind: 'pairs'; pairs: { label: string; value: string }[] } | { kind: 'text'; text: string };

// Consecutive well-formed lines share one <dl>; a malformed line breaks the list and stays plain text.
function toBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const pair = parseRequirement(line);
    const last = blocks.at(-1);
    if (!pair) blocks.push({ kind: 'text', text: line.trim() });
    else if (last?.kind === 'pairs') last.pairs.push(pair);
    else blocks.push({ kind: 'pairs', pairs: [pair] });
  }
  return blocks;
}

export interface SystemRequirementsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  requirements: SystemRequirement[];
  /** Level of each system's heading, to fit the page outline. */
  headingLevel?: HeadingLevel;
}

/** Requirements per system, each as a definition list. Renders nothing when there are none. */
export function SystemRequirements({
  requirements,
  headingLevel = 3,
  className,
  ...props
}: SystemRequirementsProps) {
  const systems = requirements
    .map((entry) => ({ system: entry.system, blocks: toBlocks(entry.requirement) }))
    .filter((entry) => entry.blocks.length > 0);
  if (systems.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={cx(styles.root, className)}>
      {systems.map(({ system, blocks }, index) => (
        <section key={`${system}-${index}`} className={styles.system}>
          <Heading className={styles.heading}>{system}</Heading>
          {blocks.map((block, blockIndex) =>
            block.kind === 'text' ? (
              <p key={blockIndex} className={styles.plain}>
                {block.text}
              </p>
            ) : (
              <dl key={blockIndex} className={styles.list}>
                {block.pairs.map(({ label, value }, pairIndex) => (
                  <div key={pairIndex} className={styles.pair}>
                    <dt className={styles.term}>{label}</dt>
                    <dd className={styles.description}>{value}</dd>
                  </div>
                ))}
              </dl>
            ),
          )}
        </section>
      ))}
    </div>
  );
}
