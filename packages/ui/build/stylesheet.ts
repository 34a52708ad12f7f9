import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build, transform } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The one stylesheet (`@keyshop/ui/styles.css`): every style the root entry reaches, in import order. The root
 * entry's own build no longer bundles the components (it re-exports their entry files, see clientDirectives.ts),
 * so its CSS holds only the theme; this bundles the whole source graph once more, for its CSS alone, minified.
 */
export async function bundleStylesheet(entry: string): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    outdir: 'stylesheet',
    format: 'esm',
    target: 'es2022',
    packages: 'external',
    minify: true,
    logLevel: 'error',
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  const css = outputFiles.filter((file) => file.path.endsWith('.css'));
  if (css.length !== 1) throw new Error(`expected one stylesheet, got ${css.length}`);
  return css[0]!.text;
}

/**
 * Each component entry's stylesheet, which esbuild writes beside its JS (`@keyshop/ui/components/<Name>/styles.css`:
 * the styles of the component and of the parts it uses, without the theme), minified as the whole one is.
 */
export async function minifyComponentStylesheets(componentsDir: string): Promise<void> {
  const files = readdirSync(componentsDir).map((name) => join(componentsDir, name, 'index.css'));
  await Promise.all(
    files.map(async (file) => {
      // An entry that draws nothing (DirectionProvider) still has its `styles.css`, empty, as the export map says.
      if (!existsSync(file)) return writeFile(file, '');
      const { code } = await transform(await readFile(file, 'utf8'), { loader: 'css', minify: true });
      await writeFile(file, code);
    }),
  );
}
