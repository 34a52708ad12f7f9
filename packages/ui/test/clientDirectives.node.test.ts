import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The rule the build relies on (build/clientDirectives.ts): a source module whose code needs the browser's React
// (state, effects, context, refs, its own event handlers, Radix or sonner) starts with 'use client'; any other
// module does not, so the presentational components stay Server Components. useId and useMemo work on the server.
const clientCode =
  /\buse(?!Id\b|Memo\b)[A-Z]\w*\s*\(|\bcreateContext\s*\(|from '@radix-ui\/|from 'sonner'|\son[A-Z]\w*=\{/;
const directive = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/;

const src = fileURLToPath(new URL('../src', import.meta.url));
const published = (readdirSync(src, { recursive: true }) as string[])
  .map((file) => join(src, file))
  .filter(
    (file) =>
      /\.tsx?$/.test(file) && !/\.(test|stories|fixtures|css)\.tsx?$|[/\\](docs|pages)[/\\]/.test(file),
  );

describe("'use client' in the sources", () => {
  it('marks exactly the modules with client code', () => {
    const wrong = published.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const needs = clientCode.test(source.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, ''));
      const has = directive.test(source);
      return needs === has ? [] : [`${relative(src, file)}: ${needs ? 'add' : 'remove'} 'use client'`];
    });
    expect(wrong).toEqual([]);
  });
});
