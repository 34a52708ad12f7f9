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
// Exceptions, each with its reason. Every import also pays ~1.2 kB for the package's top-level cva() calls,
// which bundlers cannot drop from the single dist file.
const budgets = {
  // Six brand marks' SVG path data (~4 kB) plus lucide glyphs for the platforms simple-icons lacks.
  PlatformIcon: '9 kB',
  // IconButton (Button, Badge) and the lucide runtime for its chevrons (~2 kB together).
  ProductGallery: '5 kB',
  // Cart, wishlist and header parts: IconButton and the lucide runtime (~4 kB together) plus what they compose
  // (Price, EmptyState, DropdownMenu, the shared DropdownPanel/QuantityStepper/CartList).
  QuantityStepper: '4.5 kB',
  DropdownPanel: '4.5 kB',
  Header: '5 kB',
  SearchBox: '5 kB',
  UserMenu: '5 kB',
  CartLine: '6 kB',
  CartList: '6 kB',
  WishlistDropdown: '6.5 kB',
  CartDropdown: '7.5 kB',
  // Catalogue parts. ProductCard composes PlatformList (PlatformIcon's marks, ~8.3 kB) with Price, StockNotice,
  // IconButton and Button; the grid adds EmptyState/ErrorState and the card skeleton.
  ProductCard: '11.5 kB',
  ProductGrid: '12.5 kB',
  // The form kit (TextField, Select, Button) plus lucide icons.
  FiltersPanel: '5.5 kB',
  Pagination: '4.5 kB',
  // IconButton for the rotation control, lucide Pause/Play, the wheel/keyboard/rotation logic.
  Carousel: '6 kB',
  // Form, FormSubmit (Button, Spinner), TextField, seven lucide icons and the PayPal mark.
  Footer: '7.5 kB',
  // Account parts. InventoryCard shows the platform with PlatformIcon (its marks, ~7.6 kB) plus Button and
  // lucide; OrderList adds EmptyState, Skeleton and a lucide icon to OrderRow; ProfileSettings composes
  // TextField, IconButton, Form/FormSubmit and two lucide icons.
  InventoryCard: '10 kB',
  OrderList: '4.5 kB',
  ProfileSettings: '5 kB',
};
// Exports that live in another component's folder (sub-parts), measured on their own too.
const parts = [
  'InventoryGrid',
  'OrderList',
  'ProfileSettings',
  'EmailSettings',
  'PasswordSettings',
  'DeleteAccount',
];
const components = readdirSync(`${__dirname}/src/components`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

module.exports = [
  { name: 'whole package JS', path: 'dist/index.js', import: '*', ignore, gzip: true, limit: '40 kB' },
  { name: 'styles.css', path: 'dist/index.css', gzip: true, limit: '15 kB' },
  ...[...components, ...parts].map((name) => ({
    name: `import { ${name} }`,
    path: 'dist/index.js',
    import: `{ ${name} }`,
    ignore,
    gzip: true,
    limit: budgets[name] ?? componentBudget,
  })),
];
