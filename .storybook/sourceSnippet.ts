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

/** React's own elements, which a developer writes as they are printed. */
const reactOwn = /^React\.(?:Fragment|StrictMode|Suspense|Profiler)$/;

/** A JSX tag where an element starts a line, follows `(`, `=>` or `return`, or nests in another (not a generic). */
const jsxTag = /(?:^|[\s({}>]|=>)<([A-Za-z_$][\w$.]*)?(?=[\s/>])/gm;

/**
 * For the docs check: why a snippet does not show the exported component(s) a developer would write, or null.
 * Its top element must be a component the package exports (`exported`), a fragment, or an HTML element around
 * them. A one- or two-letter lowercase tag that wraps no exported component is a minified name (`<s image=… />`
 * was a story's helper), and a capitalised name not in `exported` a story's helper. Components nested in it must
 * be in `exported` too, or React's own (`React.Fragment`, `React.Suspense`); `React.ForwardRef` and `React.Memo`
 * are components without a name (a re-exported Radix part). A story object with no element at all
 * (`{ ...Playground, globals }`) shows nothing a developer would write.
 */
export function unwrittenElement(code: string, exported: ReadonlySet<string>): string | null {
  const tags = [...code.matchAll(jsxTag)].map((match) => match[1] ?? '');
  if (tags.length === 0) return 'no element';
  const [top, ...nested] = tags as [string, ...string[]];
  if (/^[a-z]/.test(top) && top.length < 3 && !nested.some((tag) => exported.has(tag))) {
    return `top element <${top}>, not an exported component`;
  }
  const helper = tags.find((tag) => /^[A-Z_$]/.test(tag) && !reactOwn.test(tag) && !exported.has(tag));
  if (helper) return `<${helper}>, not a component the package exports`;
  return null;
}
