import { company, policies } from './company';
import type { HowToActivatePage } from './types';

export const howToActivate: HowToActivatePage = {
  title: 'How to Activate',
  intro:
    'Every key is redeemed on the platform that issued it. Find your platform below and follow the steps: most activations take less than a minute. The product page always tells you which platform a key belongs to.',
  platforms: [
    {
      id: 'steam',
      name: 'Steam',
      code: { length: 15, format: 'XXXXX-XXXXX-XXXXX' },
      steps: [
        {
          title: 'Open Steam',
          body: 'Install the Steam client if you have not already, and sign in to your Steam account.',
        },
        {
          title: 'Activate a product',
          body: 'Open the Games menu and select Activate a Product on Steam. In the newer client you can also select Add a Game at the bottom left of the library.',
        },
        {
          title: 'Enter your key',
          body: 'Paste your 15-character key, accept the Steam Subscriber Agreement and select Confirm. The game now appears in your library, ready to install.',
          link: {
            label: 'Activate on the Steam website',
            href: 'https://store.steampowered.com/account/registerkey',
          },
        },
      ],
      note: 'Most Steam keys have 15 characters in three groups of five. Some older retail keys have 25 characters in five groups; they are redeemed the same way.',
    },
    {
      id: 'playstation',
      name: 'PlayStation',
      code: { length: 12, format: 'XXXX-XXXX-XXXX' },
      steps: [
        {
          title: 'Open PlayStation Store',
          body: 'On your PS5 or PS4, sign in to the account you want the content on and open PlayStation Store.',
        },
        {
          title: 'Find Redeem Code',
          body: 'On PS5, select the ··· menu at the top of the store and choose Redeem Code. On PS4, scroll down the store menu to Redeem Codes.',
        },
        {
          title: 'Enter your code',
          body: 'Enter the 12-character code and confirm. The content is added to your game library and can be downloaded straight away.',
        },
      ],
      note: 'You can also redeem codes on the PlayStation Store website: sign in, select your profile picture and choose Redeem Codes.',
    },
    {
      id: 'xbox',
      name: 'Xbox',
      code: { length: 25, format: 'XXXXX-XXXXX-XXXXX-XXXXX-XXXXX' },
      steps: [
        {
          title: 'Open the Store',
          body: 'Sign in to your Xbox console, press the Xbox button to open the guide and select Store.',
        },
        { title: 'Select Redeem', body: 'Press the View button on your controller and select Redeem.' },
        {
          title: 'Enter your code',
          body: 'Enter the 25-character code and follow the prompts. Games appear under My games & apps once the download starts.',
        },
      ],
      note: 'Hyphens are added automatically, so you only need to type the letters and numbers.',
    },
    {
      id: 'microsoft-store',
      name: 'Microsoft Store',
      code: { length: 25, format: 'XXXXX-XXXXX-XXXXX-XXXXX-XXXXX' },
      steps: [
        {
          title: 'Open Microsoft Store',
          body: 'On your Windows PC, open the Microsoft Store app and sign in with your Microsoft account.',
        },
        {
          title: 'Redeem a code',
          body: 'Select your profile icon at the top of the window and choose Redeem code or gift cards.',
        },
        {
          title: 'Enter your code',
          body: 'Enter the 25-character code and select Redeem. You can also redeem the code in a web browser.',
          link: { label: 'Redeem on the Microsoft website', href: 'https://redeem.microsoft.com' },
        },
      ],
    },
    {
      id: 'nintendo',
      name: 'Nintendo',
      code: { length: 16, format: 'XXXX-XXXX-XXXX-XXXX' },
      steps: [
        {
          title: 'Open Nintendo eShop',
          body: 'Select Nintendo eShop on the HOME Menu of your Nintendo Switch and choose your user.',
        },
        {
          title: 'Select Redeem Code',
          body: 'Scroll down the menu on the left side of the screen and select Redeem Code.',
        },
        {
          title: 'Enter your code',
          body: 'Enter the 16-character code and select Confirm. The download starts automatically once the console is connected to the internet.',
        },
      ],
    },
    {
      id: 'epic-games',
      name: 'Epic Games',
      steps: [
        {
          title: 'Open the Epic Games Launcher',
          body: 'Start the launcher and sign in to your Epic Games account.',
        },
        {
          title: 'Redeem a code',
          body: 'Select your profile icon in the top-right corner and choose Redeem Code.',
        },
        {
          title: 'Enter your code',
          body: 'Enter the code exactly as shown, including hyphens, and select Redeem. The game is added to your library.',
        },
      ],
    },
    {
      id: 'gog',
      name: 'GOG',
      steps: [
        { title: 'Sign in to GOG', body: 'Sign in to your account on the GOG website.' },
        {
          title: 'Open the redeem page',
          body: 'Go to the GOG redeem page, enter your code and select Continue, then confirm.',
          link: { label: 'Redeem on GOG', href: 'https://www.gog.com/redeem' },
        },
        {
          title: 'Download your game',
          body: 'The game appears in your GOG library. Install it with GOG GALAXY or download the offline installer.',
        },
      ],
    },
    {
      id: 'ubisoft-connect',
      name: 'Ubisoft Connect',
      steps: [
        {
          title: 'Open Ubisoft Connect',
          body: 'Start the Ubisoft Connect app on your PC and sign in to your Ubisoft account.',
        },
        { title: 'Activate a key', body: 'Open the menu in the top-left corner and select Activate Key.' },
        {
          title: 'Enter your key',
          body: 'Enter the key, select Activate and accept the terms. The game appears in your games list.',
        },
      ],
    },
    {
      id: 'ea-app',
      name: 'EA App',
      steps: [
        { title: 'Open the EA app', body: 'Start the EA app on your PC and sign in to your EA account.' },
        {
          title: 'Redeem a code',
          body: 'Select the menu (three lines) in the top-left corner and choose Redeem code.',
        },
        {
          title: 'Enter your code',
          body: 'Enter the product code and select Next. The game is added to your library, ready to download.',
        },
      ],
    },
    {
      id: 'keyshop',
      name: company.storeName,
      steps: [
        {
          title: 'Sign in',
          body: `Sign in to your ${company.storeName} account.`,
          link: { label: 'Sign In', href: '/login' },
        },
        {
          title: 'Open your Inventory',
          body: 'Open the user menu and select Inventory, or go to My Account and choose the Inventory tab. Every key you have bought is listed there.',
          link: { label: 'Inventory', href: '/account?tab=inventory' },
        },
        {
          title: 'Reveal your key',
          body: 'Find the product and select Show Key. Copy the key and redeem it on the platform named on the product page, following the steps for that platform on this page.',
        },
      ],
      note: 'Your key is also in the delivery e-mail we sent you after your purchase.',
    },
    {
      id: 'rockstar',
      name: 'Rockstar Games Launcher',
      steps: [
        {
          title: 'Open the Rockstar Games Launcher',
          body: 'Install the launcher and sign in with your Rockstar Games account.',
        },
        {
          title: 'Redeem a code',
          body: 'Select your profile at the top of the launcher and choose Redeem Code.',
        },
        {
          title: 'Enter your code',
          body: 'Enter the code and confirm. The game is added to your library in the launcher.',
        },
      ],
      note: 'Many Rockstar games are sold as Steam or Epic Games keys. Check the platform on the product page before you redeem.',
    },
    {
      id: 'itch-io',
      name: 'Itch.io',
      steps: [
        {
          title: 'Open your download key',
          body: 'Itch.io keys are usually delivered as a link. Open the link from your delivery e-mail or your Inventory.',
        },
        {
          title: 'Claim it for your account',
          body: 'Sign in to itch.io and link the key to your account, so the game stays in your library.',
        },
        {
          title: 'Download your game',
          body: 'Download the game in your browser or install it with the itch app.',
        },
      ],
    },
  ],
  sections: [
    {
      id: 'tips',
      heading: 'Tips for a smooth activation',
      list: [
        'Check the platform and the regional limitations on the product page before you redeem: a key only works on the platform that issued it, and a region-locked key may not work in another region.',
        'Copy and paste your key instead of typing it, to avoid mixing up similar characters such as 0 and O or 1 and I.',
        'Redeem the key on the account you want to play on. Once activated, a key is tied to that account and cannot be moved.',
        'Keep your key private. Anyone who sees it can redeem it, and our support team will never ask for your password.',
        'Keys are valid indefinitely unless stated otherwise on the product page, but we recommend redeeming them soon after purchase.',
        `If the platform says the key is invalid or already used, take a screenshot of the message and contact our support team within ${policies.claimWindowDays} days of purchase.`,
      ],
      links: [
        { label: 'Help Centre', href: '/faq' },
        { label: 'Contact Us', href: '/ContactUs' },
      ],
    },
  ],
};
