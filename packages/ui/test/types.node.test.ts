import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The package's type declarations, as consumers' editors and compilers see them: every export with its type,
// and every exported interface with its members. A renamed prop or changed signature changes this snapshot,
// so it can only happen on purpose (and with a changeset).
function describeDeclarations(entry: string): string[] {
  const program = ts.createProgram([entry], { strict: true, skipLibCheck: true, jsx: ts.JsxEmit.ReactJSX });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  return checker
    .getExportsOfModule(module)
    .map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const name = exported.getName();
      if (symbol.flags & ts.SymbolFlags.Interface) {
        const type = checker.getDeclaredTypeOfSymbol(symbol);
        const members = checker
          .getPropertiesOfType(type)
          .filter((member) =>
            member.declarations?.some((d) => !d.getSourceFile().fileName.includes('node_modules')),
          )
          .map((member) => {
            const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
            const memberType = checker.typeToString(checker.getTypeOfSymbol(member), undefined, flags);
            return `  ${member.getName()}${optional}: ${memberType};`;
          })
          .sort();
        return `interface ${name} {\n${members.join('\n')}\n}`;
      }
      if (symbol.flags & ts.SymbolFlags.TypeAlias) {
        return `type ${name} = ${checker.typeToString(checker.getDeclaredTypeOfSymbol(symbol), undefined, flags)}`;
      }
      return `${name}: ${checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, flags)}`;
    })
    .sort();
}

describe('type declarations', () => {
  it('keep the same exports, signatures and props (update the snapshot on purpose only)', () => {
    const entry = fileURLToPath(new URL('../dist/types/index.d.ts', import.meta.url));
    expect(describeDeclarations(entry).join('\n\n')).toMatchSnapshot();
  });
});
