import { policies } from './company';
import type { BlogPage } from './types';

export const blog: BlogPage = {
  title: 'Blog',
  intro: 'News from the store, buying guides and answers to the questions we hear most often.',
  articles: [
    {
      id: 'monthly-roundup-october-2026',
      title: 'Keyshop Monthly Roundup: October 2026',
      date: '2026-11-02',
      content: [
        'October was a busy month at Keyshop. Autumn is when the big releases arrive, and many of you used the season to fill your wishlists, so we spent the month making browsing, saving and buying a little smoother. Here is what changed, and what is coming next.',
        'The biggest change is one you may not have noticed: stock levels on the product list now update live. When another shopper buys the last few keys of an offer, the quantity on your screen changes within moments, without reloading the page. When an offer is running low, the product card says so, so you are not surprised at checkout.',
        'We also refreshed the dark theme. It now follows your system setting until you pick a theme yourself from the user menu, and your choice is remembered on your device. Contrast was checked again in both themes, so text and buttons stay easy to read whichever you prefer.',
        'Our activation guide now covers twelve platforms, from Steam and PlayStation to GOG, Itch.io and your own Keyshop Inventory. Each entry lists the exact menu names and, where it helps, the length of the code, so you can tell at a glance whether you are on the right platform.',
        'Tip of the month: use your wishlist. Adding a game takes one click on the heart icon, the wishlist icon in the header shows how many games you are watching, and moving a game to your cart later is a single click too.',
        'In November we are working on the order history in your account and on faster search suggestions. As always, if there is something you would like to see, write to us: many of this month’s changes started as a message from a customer.',
      ],
    },
    {
      id: 'region-locks-explained',
      title: 'Region Locks Explained: Will This Key Work for Me?',
      date: '2026-10-20',
      content: [
        'Few things are as frustrating as buying a game, pasting the key and reading "This product is not available in your region". Region locks are the most common reason a perfectly valid key fails to activate, and they are easy to avoid once you know what to look for.',
        'A region lock is a restriction set by the publisher. Games are often priced differently in different parts of the world, and publishers use region locks to make sure a key sold for one market is activated there. Some keys are locked to a single country, others to a larger area such as Europe, and many are not locked at all.',
        'Every product page on Keyshop has a Regional limitations field. "Region free" or "Global" means the key works anywhere. "Europe" or "EU" usually means the key can be activated from any country in the European Union and, often, other European countries as well. If you see a single country or an area you do not live in, look for a different offer.',
        'The region that matters is usually the one your platform account is registered in, not where you are sitting today. A Steam account created in Germany stays a German account while you are on holiday abroad. For consoles, the region of your PlayStation, Xbox or Nintendo account decides which codes you can redeem.',
        'Please do not try to get around a region lock with a VPN. It breaks the terms of most platforms and can get your account restricted, which is a much bigger problem than a key that does not fit.',
        `If you bought a key that turns out to be locked to another region, contact us before you try to activate it again. As long as the key has not been activated, you can request a refund within ${policies.refundWindowDays} days of purchase.`,
      ],
    },
    {
      id: 'spot-a-legitimate-key',
      title: 'How to Spot a Legitimate Game Key',
      date: '2026-10-06',
      content: [
        'Digital keys are convenient, but the convenience has a downside: a key is just a string of characters, and anyone can type one into a listing. Knowing a few warning signs will keep your money and your platform account safe, wherever you shop.',
        'Start with the price. Discounts are normal, and good deals are the reason key stores exist, but a brand-new release offered for a fraction of its usual price deserves a second look. Keys bought with stolen payment details are often resold cheaply and can be revoked by the platform weeks later, taking the game out of your library.',
        'Next, look at the product page. A legitimate offer tells you the platform, the regional limitations, the languages and how to activate the key. Vague descriptions, missing platform information or a listing that asks you to contact the seller outside the store are red flags.',
        `Check how the store handles problems. A trustworthy shop explains what happens if a key does not work, how long you have to report it and how refunds work. At Keyshop, you can report a faulty key within ${policies.claimWindowDays} days of purchase, and request a refund within ${policies.refundWindowDays} days if the key has not been activated.`,
        'Finally, protect your account. No legitimate store needs your platform password to deliver a key, and no support agent will ever ask for it. Redeem keys yourself, on the official platform website or app, and never follow activation links from unknown senders.',
        'If something about an offer feels wrong, ask us before you buy. Our support team is available around the clock and would much rather answer a question than sort out a bad key afterwards.',
      ],
    },
    {
      id: 'guide-to-subscriptions',
      title: 'A Guide to Gaming Subscriptions',
      date: '2026-09-15',
      content: [
        'Subscriptions have changed how many of us play. Instead of buying every game, you pay a monthly price for access to a large library, online multiplayer, cloud saves or all three. Keyshop sells subscription codes for the major platforms, and this guide helps you choose the right one.',
        'Console subscriptions come first for many players. PlayStation Plus and Xbox Game Pass both offer tiers: the entry tier covers online multiplayer and a few monthly games, while the higher tiers add a rotating catalogue of hundreds of titles. Nintendo Switch Online adds online play, cloud saves and a library of classic games.',
        'On PC, publisher subscriptions such as EA Play and Ubisoft+ give you the publisher’s back catalogue and, on some tiers, new releases on launch day. They are a good choice if you mostly play games from one publisher.',
        'A subscription code adds a fixed period, such as one, three or twelve months, to your account. Most platforms let you add a code on top of an active membership, which extends it; some limit how far ahead you can stack. Check the platform’s rules before buying several codes at once.',
        'As with every key, check the region before you buy. Subscription codes are often tied to the region of your platform account. Codes are valid indefinitely unless stated otherwise on the product page, but some promotional codes must be redeemed by a certain date, and the product page tells you when.',
        'Not sure which tier you need? Think about what you play most. If you mainly play online with friends, the entry tier is usually enough. If you like trying lots of new games, a catalogue tier often costs less than buying two or three games a year.',
      ],
    },
  ],
};
