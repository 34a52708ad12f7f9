// Shared by the story screenshots (.storybook/test-runner.ts) and the docs-page screenshots
// (tooling/check-docs-themes.ts): where baselines live, what pins the rendering, and the comparison.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const baselineDir = resolve(root, 'tooling/visual/baselines');
export const diffDir = resolve(root, process.env.VISUAL_DIFF_DIR ?? 'test-results/visual/diffs');
/** Every screenshot id of a run, one a line: a full `--update` run deletes the baselines not in it. */
export const seenFile = resolve(root, 'test-results/visual/seen.txt');
export const viewport = { width: 1024, height: 640 };
/** A share of the pixels (0.0001 = 0.01 %): anti-aliasing noise stays under it; a token change moves far more. */
export const failureThreshold = 0.0001;

/** The DejaVu fonts that .ci/run installs, and no caret: the same pixels on every machine of this kind. */
export const pinnedCss = `
  html:root, html:root [class] {
    --ks-font-body: 'DejaVu Sans', sans-serif;
    --ks-font-mono: 'DejaVu Sans Mono', monospace;
  }
  *, *::before, *::after { caret-color: transparent !important; }
`;

/**
 * Chromium encodes equal pixels to equal bytes, so a screenshot identical to its baseline file needs no
 * decoding or pixel diff (most of them, on a run without changes).
 */
export const sameAsBaseline = (id, image) => {
  mkdirSync(dirname(seenFile), { recursive: true });
  appendFileSync(seenFile, `${id}\n`);
  const file = join(baselineDir, `${id}.png`);
  return existsSync(file) && readFileSync(file).equals(image);
};

/**
 * Compares a screenshot with its baseline outside Jest (docs pages): writes a missing baseline, or with
 * `update` a differing one; otherwise writes `<id>-diff.png` (baseline | difference | new) to the diff folder,
 * as jest-image-snapshot does for stories, and returns a problem.
 */
export function compareWithBaseline(id, image, update) {
  if (sameAsBaseline(id, image)) return null;
  const file = join(baselineDir, `${id}.png`);
  if (!existsSync(file) || update) {
    writeFileSync(file, image);
    return null;
  }
  const expected = PNG.sync.read(readFileSync(file));
  const received = PNG.sync.read(image);
  const width = Math.max(expected.width, received.width);
  const height = Math.max(expected.height, received.height);
  const pad = (png) => {
    if (png.width === width && png.height === height) return png;
    const out = new PNG({ width, height });
    PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
    return out;
  };
  const [a, b] = [pad(expected), pad(received)];
  const diff = new PNG({ width, height });
  const changed = pixelmatch(a.data, b.data, diff.data, width, height, { threshold: 0.01 });
  if (changed / (width * height) <= failureThreshold) return null;
  const composite = new PNG({ width: width * 3, height });
  PNG.bitblt(a, composite, 0, 0, width, height, 0, 0);
  PNG.bitblt(diff, composite, 0, 0, width, height, width, 0);
  PNG.bitblt(b, composite, 0, 0, width, height, width * 2, 0);
  mkdirSync(diffDir, { recursive: true });
  writeFileSync(join(diffDir, `${id}-diff.png`), PNG.sync.write(composite));
  return `${id}: ${changed} pixels differ from the baseline`;
}
