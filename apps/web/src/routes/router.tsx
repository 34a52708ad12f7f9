import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { RouteError } from './RouteError';

/** A page module loaded on first visit, so every route is its own small chunk. */
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });

/** Spec §2's route table, all under one layout (header, footer, toasts). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // A failure in the layout itself: nothing of the page can be trusted, show the fallback alone.
    errorElement: <RouteError />,
    children: [
      {
        // A failing page keeps the header and footer around the fallback.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('./pages/HomePage'), 'HomePage') },
          { path: 'about', lazy: page(() => import('./pages/AboutPage'), 'AboutPage') },
          { path: 'products', lazy: page(() => import('./pages/ProductsPage'), 'ProductsPage') },
          { path: 'product/:id', lazy: page(() => import('./pages/ProductPage'), 'ProductPage') },
          { path: 'cart', lazy: page(() => import('./pages/CartPage'), 'CartPage') },
          { path: 'wishlist', lazy: page(() => import('./pages/WishlistPage'), 'WishlistPage') },
          { path: 'checkout', lazy: page(() => import('./pages/CheckoutPage'), 'CheckoutPage') },
          { path: 'purchase', lazy: page(() => import('./pages/PurchasePage'), 'PurchasePage') },
          { path: 'login', lazy: page(() => import('./pages/LoginPage'), 'LoginPage') },
          { path: 'register', lazy: page(() => import('./pages/RegisterPage'), 'RegisterPage') },
          { path: 'account', lazy: page(() => import('./pages/AccountPage'), 'AccountPage') },
          { path: 'support', lazy: page(() => import('./pages/SupportPage'), 'SupportPage') },
          { path: 'faq', lazy: page(() => import('./pages/FaqPage'), 'FaqPage') },
          { path: 'faq/:category', lazy: page(() => import('./pages/FaqCategoryPage'), 'FaqCategoryPage') },
          { path: 'AboutUs', lazy: page(() => import('./pages/AboutUsPage'), 'AboutUsPage') },
          {
            path: 'Accessibility',
            lazy: page(() => import('./pages/AccessibilityPage'), 'AccessibilityPage'),
          },
          { path: 'Blog', lazy: page(() => import('./pages/BlogPage'), 'BlogPage') },
          { path: 'ContactUs', lazy: page(() => import('./pages/ContactUsPage'), 'ContactUsPage') },
          { path: 'Cookies', lazy: page(() => import('./pages/CookiesPage'), 'CookiesPage') },
          {
            path: 'HowToActivate',
            lazy: page(() => import('./pages/HowToActivatePage'), 'HowToActivatePage'),
          },
          { path: 'HowToBuy', lazy: page(() => import('./pages/HowToBuyPage'), 'HowToBuyPage') },
          { path: 'Impressum', lazy: page(() => import('./pages/ImpressumPage'), 'ImpressumPage') },
          {
            path: 'PrivacyPolicy',
            lazy: page(() => import('./pages/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
          },
          {
            path: 'TermsAndConditions',
            lazy: page(() => import('./pages/TermsAndConditionsPage'), 'TermsAndConditionsPage'),
          },
          { path: '*', lazy: page(() => import('./pages/NotFoundPage'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
