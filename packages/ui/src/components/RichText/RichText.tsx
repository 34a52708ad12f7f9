import { cx } from 'class-variance-authority';
import { Fragment, type ComponentPropsWithoutRef } from 'react';
import { textLink } from '../../styles/textLink.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { linkify } from './linkify';
import * as styles from './RichText.css';

export interface RichTextLabels {
  /** Read by screen readers after each link, which opens a new tab. */
  newTab: string;
}

export const defaultRichTextLabels: RichTextLabels = { newTab: '(opens in a new tab)' };

export interface RichTextProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Plain text: blank lines separate paragraphs, single line breaks are kept. */
  text: string;
  labels?: Partial<RichTextLabels>;
}

/**
 * Multi-line plain text whose http(s) URLs become links. The text is never parsed as HTML: everything,
 * `<script>` included, is rendered as text by React.
 */
export function RichText({ text, labels, className, ...props }: RichTextProps) {
  const { newTab } = { ...defaultRichTextLabels, ...labels };
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div {...props} className={cx(styles.root, className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {paragraph.split('\n').map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {linkify(line).map((token, tokenIndex) =>
                token.type === 'text' ? (
                  token.text
                ) : (
                  <a
                    key={tokenIndex}
                    href={token.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={textLink}
                  >
                    {token.text}
                    <span className={visuallyHidden}> {newTab}</span>
                  </a>
                ),
              )}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
