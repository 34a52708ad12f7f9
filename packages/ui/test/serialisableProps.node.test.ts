import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A Server Component can only hand serialisable props to a client component: no functions, no class instances.
// Every component the package exports must be usable that way, so none of its required props (nor any required
// field inside them) may be a function. Optional callbacks (onSubmit, renderLink…) stay for client use.
const entry = fileURLToPath(new URL('../dist/types/index.d.ts', import.meta.url));
const program = ts.createProgram([entry], { strict: true, skipLibCheck: true, jsx: ts.JsxEmit.ReactJSX });
const checker = program.getTypeChecker();
const reactTypes = new Set(['ReactNode', 'ReactElement', 'ReactPortal', 'JSX.Element', 'Element']);

function functionPaths(type: ts.Type, path: string, seen: Set<ts.Type>): string[] {
  if (seen.has(type) || reactTypes.has(type.aliasSymbol?.getName() ?? type.getSymbol()?.getName() ?? ''))
    return [];
  seen.add(type);
  if (type.isUnion()) {
    // A union is fine when one of its members is: the caller can always pick that one.
    const members = type.types.map((member) => functionPaths(member, path, seen));
    return members.some((found) => found.length === 0) ? [] : members.flat();
  }
  if (type.getCallSignatures().length > 0) return [path];
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    return checker
      .getTypeArguments(type as ts.TypeReference)
      .flatMap((item) => functionPaths(item, `${path}[]`, seen));
  }
  if (!(type.flags & ts.TypeFlags.Object)) return [];
  return checker
    .getPropertiesOfType(type)
    .filter((member) => !(member.flags & ts.SymbolFlags.Optional))
    .flatMap((member) => functionPaths(checker.getTypeOfSymbol(member), `${path}.${member.getName()}`, seen));
}

describe('props that cross the Server Component boundary', () => {
  it('no component requires a function prop', () => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
    const components = checker
      .getExportsOfModule(module)
      .filter((exported) => /^[A-Z]/.test(exported.getName()));
    const found = components.flatMap((exported) => {
      const [signature] = checker.getTypeOfSymbol(exported).getCallSignatures();
      const props = signature?.getParameters()[0];
      if (!signature || !props) return [];
      return functionPaths(checker.getTypeOfSymbol(props), exported.getName(), new Set());
    });
    expect(components.length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});
