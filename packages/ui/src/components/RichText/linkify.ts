/** A piece of plain text: either text to print as is, or a checked http(s) link. */
export type TextToken = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

// Candidates only start with http:// or https://, so javascript:, data: and every other scheme stay text.
// Quotes and angle brackets end a URL, as they would in prose or markup.
const candidate = /https?:\/\/[^\s<>"'`]+/gi;
const trailing = /[.,;:!?*_~]$/;
const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** Drops sentence punctuation and unbalanced closing brackets that end a candidate. */
function trimEnd(url: string): string {
  let end = url;
  for (;;) {
    const last = end.at(-1) ?? '';
    const open = pairs[last];
    if (trailing.test(end) || (open && count(end, last) > count(end, open))) end = end.slice(0, -1);
    else return end;
  }
}

/** The normalised address when `text` is a well-formed http(s) URL without credentials, else null. */
export function safeHref(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  // user:pass@host addresses are a phishing trick ("https://bank.com@evil.example"): leave them as text.
  return web && url.hostname && !url.username && !url.password ? url.href : null;
}

/** Splits plain text into text and link tokens. Never produces markup: the caller renders tokens. */
export function linkify(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let from = 0;
  const push = (piece: string) => {
    if (!piece) return;
    const last = tokens.at(-1);
    if (last?.type === 'text') last.text += piece;
    else tokens.push({ type: 'text', text: piece });
  };
  for (const match of text.matchAll(candidate)) {
    const url = trimEnd(match[0]);
    const href = safeHref(url);
    push(text.slice(from, match.index));
    if (href) tokens.push({ type: 'link', text: url, href });
    else push(url);
    from = match.index + url.length;
  }
  push(text.slice(from));
  return tokens;
}
