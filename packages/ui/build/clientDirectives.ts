import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';

// React Server Components need `"use client"` at the top of every published module a Server Component may import
// whose code uses state, effects, context, refs or event handlers. esbuild drops module-level directives when it
// bundles, so the source files carry the directive (as documentation and for this plugin) and this plugin puts it
// back at the top of each entry whose module graph (its own code and the chunks it imports) holds such a file.
// Purely presentational entries stay without it, so a Server Component renders them with no client JavaScript.
// The root entry (`src/index.ts`) re-exports the component entries as separate modules instead of inlining their
// code, so it is server-safe itself while each client component keeps its own directive.

const directive = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/;
const isClientSource = (file: string) =>
  /\.[cm]?[jt]sx?$/.test(file) && directive.test(readFileSync(file, 'utf8'));

/** Output paths (relative to the working directory, as in the metafile) of the entries that need the directive. */
export function clientEntries(metafile: Metafile, isClient: (input: string) => boolean = isClientSource) {
  const clientInputs = new Map<string, boolean>();
  const outputIsClient = (output: string, seen: Set<string>): boolean => {
    if (seen.has(output)) return false;
    seen.add(output);
    const { inputs, imports } = metafile.outputs[output]!;
    const ownCode = Object.entries(inputs).some(([input, { bytesInOutput }]) => {
      if (bytesInOutput === 0 || input.includes(':')) return false; // tree-shaken, or a plugin's virtual module
      if (!clientInputs.has(input)) clientInputs.set(input, isClient(input));
      return clientInputs.get(input)!;
    });
    return (
      ownCode ||
      imports.some(
        ({ path: chunk, external, kind }) =>
          !external && kind === 'import-statement' && outputIsClient(chunk, seen),
      )
    );
  };
  return Object.entries(metafile.outputs)
    .filter(
      ([output, { entryPoint }]) => entryPoint && output.endsWith('.js') && outputIsClient(output, new Set()),
    )
    .map(([output]) => output);
}

/**
 * The esbuild plugin makes the root barrel import the component entries and finds the client entries;
 * `writeDirectives` (from tsup's onSuccess: its rollup tree-shaking pass would drop a directive written earlier)
 * puts the directive at the top of their files.
 */
export function clientDirectives({ barrel }: { barrel: string }) {
  let marked: string[] = [];
  const plugin: Plugin = {
    name: 'client-directives',
    setup(build) {
      // `export * from './components/X'` in the barrel stays an import of the published entry file.
      build.onResolve({ filter: /^\.\/components\/[^/]+$/ }, ({ path: specifier, importer }) =>
        path.resolve(importer) === path.resolve(barrel)
          ? { path: `${specifier}/index.js`, external: true }
          : undefined,
      );
      build.onEnd((result) => {
        // The directives were read from the sources; the warnings about dropping them say nothing new.
        const kept = result.warnings.filter((warning) => !warning.text.includes('"use client"'));
        result.warnings.splice(0, result.warnings.length, ...kept);
        marked = result.metafile ? clientEntries(result.metafile) : [];
      });
    },
  };
  const writeDirectives = () =>
    Promise.all(
      marked.map(async (file) => writeFile(file, `"use client";\n${await readFile(file, 'utf8')}`)),
    );
  return { plugin, writeDirectives };
}
