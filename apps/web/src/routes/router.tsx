import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyNamed } from '../lazy/lazyNamed';
import { storedStateReady } from '../state/storedState';
import { Layout } from './Layout';
import { RouteErrorBoundary } from './RouteError';

/**
 * A page module loaded on first visit, so every route is its own small chunk. It renders once the stored cart,
 * wishlist and session have been read too (loaded in parallel), so no page shows them empty first.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyNamed(async () => (await Promise.all([load(), storedStateReady]))[0], name);

const HomePage = page(() => import('./pages/HomePage'), 'HomePage');
const AboutPage = page(() => import('./pages/AboutPage'), 'AboutPage');
const ProductsPage = page(() => import('./pages/ProductsPage'), 'ProductsPage');
const ProductPage = page(() => import('./pages/ProductPage'), 'ProductPage');
const CartPage = page(() => import('./pages/CartPage'), 'CartPage');
const WishlistPage = page(() => import('./pages/WishlistPage'), 'WishlistPage');
const CheckoutPage = page(() => import('./pages/CheckoutPage'), 'CheckoutPage');
const PurchasePage = page(() => import('./pages/PurchasePage'), 'PurchasePage');
const LoginPage = page(() => import('./pages/LoginPage'), 'LoginPage');
const RegisterPage = page(() => import('./pages/RegisterPage'), 'RegisterPage');
const AccountPage = page(() => import('./pages/AccountPage'), 'AccountPage');
const SupportPage = page(() => import('./pages/SupportPage'), 'SupportPage');
const FaqPage = page(() => import('./pages/FaqPage'), 'FaqPage');
const FaqCategoryPage = page(() => import('./pages/FaqCategoryPage'), 'FaqCategoryPage');
const AboutUsPage = page(() => import('./pages/AboutUsPage'), 'AboutUsPage');
const AccessibilityPage = page(() => import('./pages/AccessibilityPage'), 'AccessibilityPage');
const BlogPage = page(() => import('./pages/BlogPage'), 'BlogPage');
const ContactUsPage = page(() => import('./pages/ContactUsPage'), 'ContactUsPage');
const CookiesPage = page(() => import('./pages/CookiesPage'), 'CookiesPage');
const HowToActivatePage = page(() => import('./pages/HowToActivatePage'), 'HowToActivatePage');
const HowToBuyPage = page(() => import('./pages/HowToBuyPage'), 'HowToBuyPage');
const ImpressumPage = page(() => import('./pages/ImpressumPage'), 'ImpressumPage');
const PrivacyPolicyPage = page(() => import('./pages/PrivacyPolicyPage'), 'PrivacyPolicyPage');
const TermsAndConditionsPage = page(() => import('./pages/TermsAndConditionsPage'), 'TermsAndConditionsPage');
const NotFoundPage = page(() => import('./pages/NotFoundPage'), 'NotFoundPage');

/**
 * Spec §2's route table, all under one layout (header, footer, toasts). Declarative mode: the data router's
 * loaders and actions are unused here and cost ~20 kB gzip on the first page.
 */
export function AppRoutes() {
  return (
    // A failure in the layout itself: nothing of the page can be trusted, show the fallback alone. (A failing
    // page keeps the header and footer around the fallback: the layout has a boundary of its own.)
    <RouteErrorBoundary>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="product/:id" element={<ProductPage />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="wishlist" element={<WishlistPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="purchase" element={<PurchasePage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="support" element={<SupportPage />} />
          <Route path="faq" element={<FaqPage />} />
          <Route path="faq/:category" element={<FaqCategoryPage />} />
          <Route path="AboutUs" element={<AboutUsPage />} />
          <Route path="Accessibility" element={<AccessibilityPage />} />
          <Route path="Blog" element={<BlogPage />} />
          <Route path="ContactUs" element={<ContactUsPage />} />
          <Route path="Cookies" element={<CookiesPage />} />
          <Route path="HowToActivate" element={<HowToActivatePage />} />
          <Route path="HowToBuy" element={<HowToBuyPage />} />
          <Route path="Impressum" element={<ImpressumPage />} />
          <Route path="PrivacyPolicy" element={<PrivacyPolicyPage />} />
          <Route path="TermsAndConditions" element={<TermsAndConditionsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
