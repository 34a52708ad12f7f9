// Size budgets (gzip). Peers and the runtime libraries the consumer installs are left out of the measure,
// so each figure is what @keyshop/ui itself adds. Every component folder gets an "import { Name }" budget.
const { readdirSync } = require('node:fs');

const ignore = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@radix-ui/*',
  'sonner',
  'class-variance-authority',
];
const componentBudget = '4 kB';
// Exceptions, each with its reason (set ~0.5 kB above the measured size, so growth is noticed).
const budgets = {
  // IconButton (Button, Badge) and the lucide runtime for its chevrons (~2 kB together).
  ProductGallery: '4.5 kB',
  // Cart, wishlist and header parts: IconButton and the lucide runtime (~4 kB together) plus what they compose
  // (Price, EmptyState, DropdownMenu, the shared DropdownPanel/QuantityStepper/CartList).
  QuantityStepper: '4.5 kB',
  DropdownPanel: '4.5 kB',
  Header: '5 kB',
  SearchBox: '5 kB',
  UserMenu: '5 kB',
  CartLine: '6 kB',
  CartList: '6 kB',
  WishlistDropdown: '6 kB',
  // Its lines say when they hold every key left or more (the stock check, issue 27).
  CartDropdown: '7.5 kB',
  // Catalogue parts. ProductCard composes PlatformList (PlatformIcon: its brand marks are in styles.css, lucide
  // glyphs for the rest) with Price, StockNotice, IconButton and Button; the grid adds EmptyState/ErrorState and
  // the card skeleton.
  ProductCard: '7.5 kB',
  ProductGrid: '8.5 kB',
  // The form kit (TextField, Select, Button), lucide icons and FilterChips for the applied filters.
  FiltersPanel: '6.5 kB',
  Pagination: '4.5 kB',
  // IconButton for the rotation control, lucide Pause/Play, the wheel/keyboard/rotation logic.
  Carousel: '6 kB',
  // Form, FormSubmit (Button, Spinner), TextField, seven lucide icons and the PayPal mark.
  Footer: '6.5 kB',
  // Account parts. InventoryCard shows the platform with PlatformIcon plus Button, AlertDialog (Show Key's
  // confirmation that a shown key can no longer be refunded) and lucide; OrderList adds
  // EmptyState, Skeleton and a lucide icon to OrderRow; ProfileSettings composes TextField, IconButton,
  // Form/FormSubmit and two lucide icons; DeleteAccount asks in an AlertDialog, beside its Form.
  InventoryCard: '6.5 kB',
  DeleteAccount: '4.5 kB',
  OrderList: '4.5 kB',
  ProfileSettings: '5 kB',
  // The product page's body: ProductGallery, PlatformList (the brand marks), Price, StockNotice,
  // MetacriticScore, SystemRequirements, RichText and the buy box's buttons.
  ProductDetails: '9.5 kB',
  // The operator's parts (issue 23). DataTable composes Pagination (Button, lucide), EmptyState/ErrorState and
  // Skeleton; FileDropZone the Field, lucide's Upload and CircleCheck and its type and size checks.
  DataTable: '6.25 kB',
  FileDropZone: '4.5 kB',
};
// Exports that live in another component's folder (sub-parts), measured on their own too.
const parts = [
  'InventoryGrid',
  'OrderList',
  'ProfileSettings',
  'EmailSettings',
  'PasswordSettings',
  'DeleteAccount',
  'StatCards',
];
const components = readdirSync(`${__dirname}/src/components`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

module.exports = [
  // Grows with each new component (the primitives, card fields and payment status of 2026-11-26, the operator's
  // data table, drop zone, date-time field and stat cards: 47.4 kB); the per-component budgets below are the
  // guard against one component growing.
  { name: 'whole package JS', path: 'dist/index.js', import: '*', ignore, gzip: true, limit: '50 kB' },
  { name: 'styles.css', path: 'dist/index.css', gzip: true, limit: '15 kB' },
  // Brand themes and contrast checks: a separate entry point (`@keyshop/ui/theming`), so the storefront
  // never loads them.
  { name: '@keyshop/ui/theming', path: 'dist/theming.js', import: '*', ignore, gzip: true, limit: '3.5 kB' },
  ...[...components, ...parts].map((name) => ({
    name: `import { ${name} }`,
    path: 'dist/index.js',
    import: `{ ${name} }`,
    ignore,
    gzip: true,
    limit: budgets[name] ?? componentBudget,
  })),
];
