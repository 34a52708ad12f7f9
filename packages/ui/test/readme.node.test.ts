import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The README's component list is how a team finds what the package has: every component the root exports (a
// capitalised function or constant: components and their parts) is named there, and every entry point.
const index = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe('the README', () => {
  it('names every component the package exports', () => {
    const program = ts.createProgram([index], {
      jsx: ts.JsxEmit.ReactJSX,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
      skipLibCheck: true,
      noEmit: true,
    });
    const checker = program.getTypeChecker();
    const values = checker
      .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(index)!)!)
      .filter((symbol) => {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        return target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable);
      })
      .map((symbol) => symbol.name);
    expect(values).toContain('Button');
    expect(values.filter((name) => /^[A-Z]/.test(name) && !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it('names every entry point', () => {
    const entries = Object.keys(packageJson.exports)
      .filter((entry) => entry !== './package.json')
      .map((entry) => entry.replace(/^\./, '@keyshop/ui').replace('*', '<Folder>'));
    expect(entries.filter((entry) => !readme.includes(`\`${entry}\``))).toEqual([]);
  });
});
