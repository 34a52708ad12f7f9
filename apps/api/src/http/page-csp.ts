import { createHash } from 'node:crypto';

/** An inline script: no `src`, and code (no `type`, or a module), not a data block such as JSON-LD. */
const inlineScript = /<script((?:\s+[\w-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g;
const isCode = (attributes: string) => {
  if (/\ssrc=/.test(attributes)) return false;
  const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
  return type === undefined || type === 'module' || type === 'text/javascript';
};

/**
 * The page's CSP: `script-src` allows the files of this origin and, by their sha256, exactly the inline scripts
 * the page carries, so the same bytes and header serve every visitor (a shared cache may keep them) and any
 * other inline script is blocked. No 'strict-dynamic': Chromium then blocks the static imports of a module
 * script trusted by its hash, which is how React Router starts hydration.
 */
export function withScriptHashes(csp: string, html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(inlineScript)) {
    if (isCode(attributes)) hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  }
  return csp.replace("script-src 'self'", ["script-src 'self'", ...hashes].join(' '));
}
