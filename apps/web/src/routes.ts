import { contentPagePaths } from '@keyshop/contracts';
import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

const page = (name: string) => `routes/pages/${name}.tsx`;
const admin = (name: string) => `routes/admin/${name}.tsx`;

/**
 * Spec §2's route table under one layout (header, footer, toasts), /admin under its own; every page is a route
 * module, the text pages of contracts' `contentPagePaths` all one (an id each). `routes.node.test.ts` checks it
 * against contracts.
 */
export default [
  // The operator's pages: a layout of their own, none of the storefront's chrome or code.
  ...prefix('admin', [
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
    ]),
  ]),
  layout('routes/Layout.tsx', [
    index(page('HomePage')),
    route('about', page('AboutPage')),
    route('products', page('ProductsPage')),
    route('product/:id', page('ProductPage')),
    route('cart', page('CartPage')),
    route('wishlist', page('WishlistPage')),
    route('checkout', page('CheckoutPage')),
    route('purchase', page('PurchasePage')),
    route('pay/test/:sessionId', page('TestPaymentPage')),
    route('login', page('LoginPage')),
    route('register', page('RegisterPage')),
    route('account', page('AccountPage')),
    route('support', page('SupportPage')),
    route('faq', page('FaqPage')),
    route('faq/:category', page('FaqCategoryPage')),
    route('Blog', page('BlogPage')),
    route('ContactUs', page('ContactUsPage')),
    ...contentPagePaths.map((path) => route(path.slice(1), page('ContentPage'), { id: `content${path}` })),
    route('*', page('NotFoundPage')),
  ]),
] satisfies RouteConfig;
