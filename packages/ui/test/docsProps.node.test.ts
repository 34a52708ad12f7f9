import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinResolvers, makeFsImporter, parse } from 'react-docgen';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The Docs page of a stories file lists the props react-docgen (Storybook react-vite's default parser, following
// imports as Storybook does) reads from the meta's `component`. This check compares that list with the props
// TypeScript gives the component, less those inherited from React's DOM types: a prop the page lists and the
// component lacks, or one the component has and the page misses, is a wrong page.
// A page must document a component the package exports, not a story's wrapper of it (defined in the stories
// file, or in a fixtures module beside it).
const src = fileURLToPath(new URL('../src/components', import.meta.url));
const packageIndex = fileURLToPath(new URL('../src/index.ts', import.meta.url));

interface Page {
  story: string;
  component: string;
  file: string | null;
}

/** Each stories file's meta component and the module it comes from (null: defined in the stories file). */
function docsPages(): Page[] {
  return readdirSync(src).flatMap((dir) =>
    readdirSync(join(src, dir))
      .filter((name) => name.endsWith('.stories.tsx'))
      .map((name) => {
        const text = readFileSync(join(src, dir, name), 'utf8');
        const component = /^ {2}component: (\w+)/m.exec(text)?.[1] ?? '';
        const from = new RegExp(`import \\{[^}]*\\b${component}\\b[^}]*\\} from '(\\./[^']+)'`).exec(
          text,
        )?.[1];
        const file = from ? join(src, dir, `${from}.tsx`) : null;
        return { story: `${dir}/${name}`, component, file: file && existsSync(file) ? file : null };
      }),
  );
}

function docgenProps(file: string, component: string): string[] {
  const docs = parse(readFileSync(file, 'utf8'), {
    filename: file,
    importer: makeFsImporter(),
    resolver: new builtinResolvers.FindExportedDefinitionsResolver(),
    babelOptions: { babelrc: false, configFile: false },
  });
  return Object.keys(docs.find((doc) => doc.displayName === component)?.props ?? {}).sort();
}

function typeProps(files: string[]) {
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const exported = new Set(
    checker
      .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(packageIndex)!)!)
      .map((symbol) => symbol.name),
  );
  // React's DOM attributes are the element's, documented by the platform: a page need not list them.
  const fromDom = (symbol: ts.Symbol) =>
    (symbol.declarations ?? []).every((declaration) =>
      /node_modules\/@types\/react\//.test(declaration.getSourceFile().fileName),
    );
  const props = (file: string, component: string): { all: string[]; own: string[] } => {
    const source = program.getSourceFile(file)!;
    const symbol = checker
      .getExportsOfModule(checker.getSymbolAtLocation(source)!)
      .find((exported) => exported.name === component);
    const type = symbol && checker.getTypeOfSymbol(symbol);
    const parameter = type?.getCallSignatures()[0]?.getParameters()[0];
    const all = parameter ? checker.getTypeOfSymbol(parameter).getProperties() : [];
    return {
      all: all.map((prop) => prop.name),
      own: all
        .filter((prop) => !fromDom(prop) && prop.name !== 'key')
        .map((prop) => prop.name)
        .sort(),
    };
  };
  return { exported, props };
}

describe('Docs pages', () => {
  it("list exactly the component's props", () => {
    const pages = docsPages();
    const { exported, props } = typeProps([
      packageIndex,
      ...pages.flatMap((page) => (page.file ? [page.file] : [])),
    ]);
    const wrong: Record<string, unknown> = {};
    for (const page of pages) {
      if (!page.file || !exported.has(page.component)) {
        wrong[page.story] = `documents ${page.component || 'nothing'}, not the component`;
        continue;
      }
      const listed = docgenProps(page.file, page.component);
      const real = props(page.file, page.component);
      // A DOM prop the page lists (one the component gives a default, e.g. TextArea's `rows`) is a real prop.
      const extra = listed.filter((name) => !real.all.includes(name));
      const missing = real.own.filter((name) => !listed.includes(name));
      if (extra.length || missing.length) wrong[page.story] = { extra, missing };
    }
    expect(wrong).toEqual({});
  });
});
