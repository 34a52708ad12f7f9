// One place that tells every browser test how to start Debian's Chromium (tools must not download their own).
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

module.exports = { executablePath, args, launchOptions: { executablePath, headless: true, args } };
