// Custom commands registered in vitest.config.ts, run by Playwright next to the browser.
declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateColorScheme(scheme: 'light' | 'dark'): Promise<void>;
  }
}
export {};
