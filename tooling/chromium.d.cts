declare const chromium: {
  executablePath: string;
  args: string[];
  launchOptions: { executablePath: string; headless: boolean; args: string[] };
};
export = chromium;
