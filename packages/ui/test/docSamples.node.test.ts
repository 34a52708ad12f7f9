import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The code samples of the docs page "Using Keyshop UI in your store" are files, shown by the page as they are;
// here they are compiled against the built package's public types (and Next.js's and React Router's), so a
// sample that stops compiling fails the tests.
const samples = fileURLToPath(new URL('../src/docs/samples', import.meta.url));
const files = readdirSync(samples).map((file) => join(samples, file));
const page = readFileSync(new URL('../src/docs/UsingInYourStore.mdx', import.meta.url), 'utf8');
// React Router is the storefront's dependency (apps/web), not hoisted to the root.
const web = fileURLToPath(new URL('../../../apps/web/package.json', import.meta.url));
const reactRouter = dirname(createRequire(web).resolve('react-router/package.json'));

describe('the docs samples', () => {
  it('compile against the published types', () => {
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      paths: { 'react-router': [reactRouter] },
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(errors).toEqual([]);
  });

  it('are all shown on the page', () => {
    const shown = files.filter((file) => file.endsWith('.tsx')).map((file) => file.slice(samples.length + 1));
    for (const file of shown) expect(page).toContain(`./samples/${file}?raw`);
  });
});
