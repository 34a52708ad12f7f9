/**
 * A public page is what a shared cache (a CDN, the API's page cache) may keep and serve to everyone: the same
 * bytes and headers for every visitor, no per-visitor secret. Its CSP allows its own inline scripts by hash, so
 * it still hydrates, and blocks any other inline script.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, until, url } from './harness';

const browser = setupBrowser();

/** Headers that differ between two sendings of the same bytes (transport, time, the page cache's own note). */
const transport = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'x-page-cache',
]);

/** Collects the CSP violations the document reports, from before its first script. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

const isHydrated = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('hydrated', 'mark').length > 0);

describe('a public page', () => {
  it('is byte-identical for two visitors, with headers that let a shared cache keep it', async () => {
    const visit = async () => {
      const page = await browser.page();
      const response = (await page.goto(url('/products?sortBy=name&visit=two-visitors')))!;
      const headers = Object.entries(await response.allHeaders()).filter(([name]) => !transport.has(name));
      const body = await response.body();
      await page.context().close();
      return { headers: Object.fromEntries(headers), body };
    };
    const [first, second] = [await visit(), await visit()];
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers).toEqual(first.headers);
    expect(first.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    expect(first.headers).not.toHaveProperty('set-cookie');
    expect(first.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(first.headers['content-security-policy']).not.toMatch(/nonce|unsafe-inline'?;?\s*script/);
  });

  it('hydrates, and blocks an inline script injected into it with a CSP violation reported', async () => {
    const page = await browser.page();
    const violations = await watchViolations(page);
    // The page as served, with a script slipped into its body (as an injection would): same headers.
    await page.route('**/products?visit=injected', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<main',
        '<script>document.documentElement.dataset.injected = "ran"</script><main',
      );
      // The body goes as text: the encoding and length the server sent for it no longer hold.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => !['content-encoding', 'content-length'].includes(name),
        ),
      );
      await route.fulfill({ response, headers, body: html });
    });
    await page.goto(url('/products?visit=injected'));
    await until(() => isHydrated(page));
    expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
    // Injected after load through the DOM too: blocked the same way.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "ran"';
      document.body.append(script);
    });
    await until(async () => (await violations()).length >= 2);
    expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
    expect(await violations()).toEqual(['script-src-elem inline', 'script-src-elem inline']);
  });

  it("opens the live-stock socket to the store's own origin, and no connection to another host", async () => {
    const page = await browser.page();
    const violations = await watchViolations(page);
    const socket = page.waitForEvent('websocket');
    await page.goto(url('/products'));
    expect(new URL((await socket).url()).host).toBe(new URL(url('/')).host);
    expect(await violations()).toEqual([]);
    await page.evaluate(() => {
      // A script of the page (or one injected into it) reaching out to another host.
      new WebSocket('ws://elsewhere.example.test/');
      void fetch('http://elsewhere.example.test/').catch(() => {});
    });
    await until(async () => (await violations()).length >= 2);
    expect((await violations()).sort()).toEqual([
      'connect-src http://elsewhere.example.test/',
      'connect-src ws://elsewhere.example.test/',
    ]);
  });
});
