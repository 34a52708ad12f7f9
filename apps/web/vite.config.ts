import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * Writes a .br and a .gz beside every text file of the client build over 1 kB; the API serves them
 * (preCompressed) to browsers that accept them, so the assets cross the network compressed at no cost per request.
 */
const precompress = (): Plugin => ({
  name: 'keyshop:precompress',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  async closeBundle() {
    const outDir = path.resolve(this.environment.config.root, this.environment.config.build.outDir);
    const files = await readdir(outDir, { recursive: true });
    const text = files.filter((file) => /\.(?:js|css|svg|json)$/.test(file) && !file.startsWith('.vite'));
    await Promise.all(
      text.map(async (file) => {
        const full = path.join(outDir, file);
        const source = await readFile(full);
        if (source.length < 1024) return;
        await writeFile(
          `${full}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${full}.gz`, gzipSync(source, { level: 9 }));
      }),
    );
  },
});

// The runtime every page hydrates with (React, React Router, SWR) in one chunk of its own: automatic splitting cut
// it into a few chunks by which entries import what, and one gzip stream compresses better.
const runtime =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|swr|use-sync-external-store|dequal)[\\/]/;
// Everything the root and layout route modules import (header, footer, stored state, API client, zod) in one
// chunk too (rolldown takes a captured module's dependencies with it). Every route module is an entry of its own,
// so automatic splitting cut that code into ~30 small chunks by which pages share what, though every page loads
// all of it with the layout; one file instead compresses better. Their dynamic imports stay lazy.
// So the layout must not import the @keyshop/ui root, which re-exports every component: it takes components from
// `@keyshop/ui/components/<Name>` and the theme classes from `@keyshop/ui/themes` (the budgets catch a slip).
// So do the page frame and the head, which every public page uses (one copy instead of one per page, see
// pageCopies), and the icons both the layout and the pages show.
const shell = new RegExp(
  [
    /[\\/]src[\\/](root|routes[\\/]Layout)\.tsx$/,
    /[\\/]src[\\/]seo[\\/]pageMeta\.ts$/,
    /[\\/]ui[\\/]dist[\\/]components[\\/]Page[\\/]index\.js$/,
    /[\\/]lucide-react[\\/].*[\\/]icons[\\/](circle-x|circle-exclamation-point|chevron-left|chevron-right|x|heart|shopping-cart)\.mjs$/,
  ]
    .map((part) => part.source)
    .join('|'),
);

/**
 * A plugin that gives some importers their own copy of what they import, as modules whose id ends in `?<tag>`:
 * `tagOf(importer)` names the copy an importer's imports go to (a copy's, its own tag), `copies(id)` says whether
 * a resolved module is copied.
 */
function copiesFor(
  name: string,
  tagOf: (importer: string) => string | undefined,
  copies: (context: Rolldown.PluginContext, id: string) => boolean | Promise<boolean>,
): Plugin {
  return {
    name,
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const tag = importer && tagOf(importer);
      if (!tag) return null;
      const original = importer.endsWith(`?${tag}`) ? importer.slice(0, -tag.length - 1) : importer;
      const resolved = await this.resolve(source, original, { ...options, skipSelf: true });
      if (!resolved || resolved.external || /[?\0]/.test(resolved.id)) return resolved;
      return (await copies(this, resolved.id)) ? { ...resolved, id: `${resolved.id}?${tag}` } : resolved;
    },
  };
}

/**
 * The /admin pages get their own copy of the component library and the packages it brings (not the runtime):
 * a module that both they and a public page import would otherwise move out of the public page's chunk into a
 * shared one (e.g. Pagination, through DataTable), and the public pages' JavaScript would grow with the admin.
 */
const adminCopies = () =>
  copiesFor(
    'keyshop:admin-copies',
    (importer) =>
      /[\\/]src[\\/](routes|components|lib)[\\/]admin[\\/]/.test(importer) || importer.endsWith('?admin')
        ? 'admin'
        : undefined,
    (_, id) =>
      /[\\/](node_modules|packages[\\/]ui[\\/]dist)[\\/]/.test(id) && !runtime.test(id) && !/\.css$/.test(id),
  );

const srcDir = path.resolve(import.meta.dirname, 'src');
/** Modules that re-export a package's every module. */
const barrel = /lucide-react\.mjs$|[\\/]packages[\\/](ui|contracts)[\\/]dist[\\/]index\.js$/;

/**
 * The Radix packages the accordion is made of: none keeps state outside the tree that renders it (their contexts
 * are made per component; no layer, focus or scroll-lock stack). The one module-wide context, react-direction's,
 * has no provider in the store; a provider in the layout would keep that module the shell's (see pageCopies).
 */
const statelessRadix =
  /[\\/]@radix-ui[\\/](primitive|react-(accordion|collapsible|collection|compose-refs|context|direction|id|presence|primitive|slot|use-controllable-state|use-effect-event|use-layout-effect))[\\/]/;

/**
 * Modules without state of their own, which a page may have its own copy of: the component library, lucide's
 * icons, the contracts' schemas (not their barrel, through which the layout takes what it shares with the pages),
 * the Radix packages above, and the app's hooks, components and helpers. src/state and src/api hold the app's
 * state, and other packages React contexts or module-wide stacks: those stay one per document.
 */
function copyable(id: string): boolean {
  if (
    /[\\/]packages[\\/]ui[\\/]dist[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/]|lucide-react\.mjs$)/.test(
      id,
    ) ||
    statelessRadix.test(id)
  )
    return true;
  if (/[\\/]packages[\\/]contracts[\\/]dist[\\/]/.test(id)) return !barrel.test(id);
  const file = path.relative(srcDir, id);
  return /^(hooks|components|lib|realtime|seo)[\\/]/.test(file) && !/\.server\.tsx?$/.test(file);
}

/**
 * Each page gets its own copy of the stateless modules it imports that the layout does not load, so that it
 * hydrates with one file of its own: shared between pages, they were a dozen small chunks, one per set of pages
 * sharing them, and a phone fetches six files at a time (docs/benchmarks.md). A module the layout loads stays
 * the shell's (the layout's static imports are followed, barrels aside), so a page does not carry it twice.
 */
const pageCopies = (): Plugin => {
  let layoutModules: Promise<Set<string>> | undefined;
  /** The static closure of the root and layout route modules, barrels not followed. */
  const loadedByLayout = (context: Rolldown.PluginContext) =>
    (layoutModules ??= (async () => {
      const seen = new Set<string>();
      const visit = async (id: string): Promise<void> => {
        if (seen.has(id) || barrel.test(id)) return;
        seen.add(id);
        const info = await context.load({ id, resolveDependencies: true });
        await Promise.all(info.importedIds.map(visit));
      };
      await Promise.all(['root.tsx', 'routes/Layout.tsx'].map((file) => visit(path.join(srcDir, file))));
      return seen;
    })());
  return copiesFor(
    'keyshop:page-copies',
    (importer) => {
      const page = importer.match(/\?page=(\w+)$|[\\/]src[\\/]routes[\\/]pages[\\/](\w+)\.tsx(?:\?|$)/);
      return page ? `page=${page[1] ?? page[2]}` : undefined;
    },
    async (context, id) => copyable(id) && !shell.test(id) && !(await loadedByLayout(context)).has(id),
  );
};

export default defineConfig({
  plugins: [adminCopies(), pageCopies(), reactRouter(), vanillaExtractPlugin(), precompress()],
  // The manifest lets scripts/check-budgets.mjs tell what each route needs. Every browser the store supports
  // preloads modules natively.
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'runtime', test: runtime, priority: 1 },
            { name: 'shell', test: shell },
          ],
        },
      },
    },
    manifest: true,
    modulePreload: { polyfill: false },
  },
});
