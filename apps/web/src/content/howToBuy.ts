import { policies } from './company';
import type { ContentPage } from './types';

export const howToBuy: ContentPage = {
  title: 'How to Buy',
  intro:
    'Buying a game on Keyshop takes just a few minutes. Follow these nine steps, from creating your account to launching your new game.',
  sections: [
    {
      id: 'steps',
      heading: 'Nine steps to your next game',
      steps: [
        {
          title: 'Create an account or sign in',
          body: 'Register with a username, your e-mail address and a password, or sign in if you already have an account. Your account keeps all your keys and orders in one place.',
          link: { label: 'Register', href: '/register' },
        },
        {
          title: 'Search for your game',
          body: 'Type the name of a game into the search box at the top of every page, or browse the catalogue and narrow it down by price and platform with the filters.',
          link: { label: 'Browse all products', href: '/products' },
        },
        {
          title: 'Check the seller offer',
          body: 'Open the product page. Every product is sold by Keyshop itself, at the one price shown there. Check the platform, the regional limitations ("Activates in: Europe", "Activates worldwide") and the languages so the key matches your account and your region. The product page and your cart warn you about a key that will not activate in your country, so you can leave it or buy it anyway.',
        },
        {
          title: 'Add it to your cart',
          body: 'Select Add to Cart. You can change quantities or remove items at any time in the cart, and save games for later on your wishlist.',
          link: { label: 'View your cart', href: '/cart' },
        },
        {
          title: 'Buyer protection at checkout: included',
          body: `There is nothing to add or pay for at checkout: every order is protected. Until you reveal a key you can refund it within ${policies.refundWindowDays} days from the Orders tab of your account, and if a key does not work, report it to our support team within ${policies.claimWindowDays} days of purchase and we will sort it out.`,
          link: { label: 'Go to checkout', href: '/checkout' },
        },
        {
          title: 'Pay for your order',
          body: 'Tick the box agreeing that your keys are delivered immediately, which ends your right of withdrawal, select Buy now and pay by credit or debit card on the secure payment page. All prices are in euros and already include VAT; during a sale, the product page also shows the lowest price of the 30 days before it.',
        },
        {
          title: 'Receive your code',
          body: `Your key appears in the Inventory tab of My Account, usually within seconds, and your order confirmation arrives by e-mail with a link to it. In exceptional cases delivery can take up to ${policies.maxDeliveryHours} hours. Until you reveal a key you can still refund it within ${policies.refundWindowDays} days from the Orders tab.`,
          link: { label: 'Your Inventory', href: '/account?tab=inventory' },
        },
        {
          title: 'Redeem the key',
          body: 'Copy the code and redeem it on the platform it belongs to, such as Steam, PlayStation Store or the Microsoft Store. Our activation guide shows the exact steps for each platform.',
          link: { label: 'How to Activate', href: '/HowToActivate' },
        },
        {
          title: 'Download and play',
          body: 'Once the key is redeemed, the game appears in your platform library. Download it, install it and enjoy!',
        },
      ],
    },
    {
      id: 'need-help',
      heading: 'Need help?',
      paragraphs: [
        `If your key has not arrived after ${policies.maxDeliveryHours} hours, or the platform does not accept it, contact our support team within ${policies.claimWindowDays} days of purchase and we will sort it out. Answers to the most common questions are in our Help Centre.`,
      ],
      links: [
        { label: 'Help Centre', href: '/faq' },
        { label: 'Contact Us', href: '/ContactUs' },
      ],
    },
  ],
};
