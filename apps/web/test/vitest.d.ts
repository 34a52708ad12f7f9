// Custom commands registered in vitest.config.ts, run by Playwright next to the browser.
declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateColorScheme(scheme: 'light' | 'dark'): Promise<void>;
  }
}

// Values the global setup hands to the tests.
declare module 'vitest' {
  interface ProvidedContext {
    /** Origin of the real API started for this run (the browser reaches it through the same-origin proxy). */
    apiUrl: string;
    /** Where a POSTed productUpdate goes to the API's sockets as it is (test/api-server.ts). */
    productUpdateUrl: string;
  }
}

export {};
