export { RichText, defaultRichTextLabels, type RichTextLabels, type RichTextProps } from './RichText';
export { linkify, safeHref, type TextToken } from './linkify';
