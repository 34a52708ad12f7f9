import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every component's Docs page has a keyboard and screen-reader section and do/don't: the stories meta gives them
// as `parameters.docs.accessibility` (see src/docs/accessibility.ts), which the shared Docs page lays out.
const src = fileURLToPath(new URL('../src/components', import.meta.url));
const parts = ['keyboard', 'screenReader', 'do', 'dont'] as const;

const storiesFiles = readdirSync(src).flatMap((dir) =>
  readdirSync(join(src, dir))
    .filter((name) => name.endsWith('.stories.tsx'))
    .map((name) => `${dir}/${name}`),
);

/** The parts a stories file's meta lacks or leaves empty (each must be a list with at least one line). */
function missingParts(text: string): string[] {
  const meta = text.slice(text.indexOf('const meta = {'), text.indexOf('export default meta'));
  const section = /accessibility: \{([\s\S]*?)\} satisfies AccessibilityDocs/.exec(meta)?.[1];
  if (!section) return ['accessibility'];
  return parts.filter((part) => !new RegExp(`(^|\\n)\\s*${part}: \\[\\s*['"\`]`).test(section));
}

describe("Docs pages' accessibility sections", () => {
  it('are on every component page, with keyboard, screen reader, do and dont', () => {
    expect(storiesFiles.length).toBeGreaterThan(50);
    const wrong = Object.fromEntries(
      storiesFiles
        .map((file) => [file, missingParts(readFileSync(join(src, file), 'utf8'))] as const)
        .filter(([, missing]) => missing.length > 0),
    );
    expect(wrong).toEqual({});
  });

  it('are laid out by the one Docs page every story uses', () => {
    const preview = readFileSync(new URL('../../../.storybook/preview.tsx', import.meta.url), 'utf8');
    expect(preview).toMatch(/docs: \{ page: ComponentDocsPage[ ,}]/);
  });
});
