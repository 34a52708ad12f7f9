// "Show code" on a Docs page prints an args story from its rendered element. Two things in it are not what a
// developer would write: each function prop is Storybook's `noRefCheck` placeholder, which Storybook turns into
// `() => {}` by its name, a name the production build minifies (`onClick={function yY(){}}`); and the stories'
// pictures are inline `data:` URLs (so they need no server), thousands of characters long. This rewrites both,
// for every story, as the `docs.source.transform` of the preview.

const extensions: Record<string, string> = { 'svg+xml': 'svg', jpeg: 'jpg' };

/** An empty function of any name (the placeholder, minified or not). */
const placeholderFunction = /\bfunction\s*[\w$]*\s*\(\)\s*\{\s*\}/g;

/** A quoted `data:` URL, up to the quote that opened it (a single-quoted one may hold `\'`). */
const dataUrl = /(["'])data:([\w.+-]+)\/([\w.+-]+)(?:\\.|(?!\1)[^\\])*\1/g;

/** The snippet with `() => {}` for functions and an image path for each `data:` URL. */
export function showSource(code: string): string {
  return code
    .replace(placeholderFunction, '() => {}')
    .replace(dataUrl, (_, quote: string, kind: string, subtype: string) => {
      const name = kind === 'image' ? 'example' : 'file';
      return `${quote}/${kind}s/${name}.${extensions[subtype] ?? subtype}${quote}`;
    });
}

/**
 * For the docs check: what `showSource` rewrites, in any form a build prints it: an empty function (the
 * placeholder), minified code (`function yY(e){`, no space before the brace), or a `data:` URL as a value. A
 * story's own source (`render: function Render(args) {`) and text that mentions `data:` (RichText's hostile
 * input) pass.
 */
export const unwrittenCode = /\bfunction\s*[\w$]*\s*\([^)]*\)(?:\{|\s*\{\s*\})|["'`]data:[\w.+-]+\//;
