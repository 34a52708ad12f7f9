import { contentPagePaths, pagePaths, verificationPagePaths } from '@keyshop/contracts';
import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

const page = (name: string) => `routes/pages/${name}.tsx`;
const admin = (name: string) => `routes/admin/${name}.tsx`;
/** A route's path from a page's path in contracts (route paths are relative to their layout). */
const at = (path: string) => path.slice(1);

/**
 * Spec §2's route table under one layout (header, footer, toasts), /admin under its own; every page is a route
 * module, the text pages of contracts' `contentPagePaths` all one (an id each). Fixed paths come from contracts'
 * `pagePaths`; `routes.node.test.ts` checks the patterns against contracts too.
 */
export default [
  // The operator's pages: a layout of their own, none of the storefront's chrome or code.
  ...prefix(at(pagePaths.admin), [
    layout(admin('AdminLayout'), [
      index(admin('DashboardPage')),
      route('products', admin('ProductsPage')),
      route('products/new', admin('ProductNewPage')),
      route('products/:id', admin('ProductEditPage')),
      route('products/:id/sale', admin('SalePage')),
      route('products/:id/keys', admin('KeyImportPage')),
      route('orders', admin('OrdersPage')),
      route('orders/:id', admin('OrderDetailPage')),
      route('audit', admin('AuditPage')),
      route('users', admin('UsersPage')),
      route('inbox', admin('InboxPage')),
      route('inbox/:id', admin('InboxMessagePage')),
    ]),
  ]),
  layout('routes/Layout.tsx', [
    index(page('HomePage')),
    route(at(pagePaths.about), page('AboutPage')),
    route(at(pagePaths.products), page('ProductsPage')),
    route('product/:id', page('ProductPage')),
    route(at(pagePaths.cart), page('CartPage')),
    route(at(pagePaths.wishlist), page('WishlistPage')),
    route(at(pagePaths.checkout), page('CheckoutPage')),
    route(at(pagePaths.purchase), page('PurchasePage')),
    route('pay/test/:sessionId', page('TestPaymentPage')),
    route(at(pagePaths.login), page('LoginPage')),
    route(at(pagePaths.register), page('RegisterPage')),
    route(at(pagePaths.forgotPassword), page('ForgotPasswordPage')),
    route(at(pagePaths.resetPassword), page('ResetPasswordPage')),
    route(at(pagePaths.account), page('AccountPage')),
    route(at(verificationPagePaths.verifyEmail), page('VerifyEmailPage')),
    route(at(verificationPagePaths.confirmEmail), page('ConfirmEmailPage')),
    route(at(pagePaths.support), page('SupportPage')),
    route(at(pagePaths.faq), page('FaqPage')),
    route('faq/:category', page('FaqCategoryPage')),
    route(at(pagePaths.blog), page('BlogPage')),
    route(at(pagePaths.contactUs), page('ContactUsPage')),
    route(at(pagePaths.newsletter), page('NewsletterPage')),
    ...contentPagePaths.map((path) => route(at(path), page('ContentPage'), { id: `content${path}` })),
    route('*', page('NotFoundPage')),
  ]),
] satisfies RouteConfig;
