export { RichText, type RichTextProps } from './RichText';
export { linkify, safeHref, type TextToken } from './linkify';
