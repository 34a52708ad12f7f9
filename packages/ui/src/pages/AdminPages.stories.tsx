import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '../components/Alert';
import { AlertDialog } from '../components/AlertDialog';
import { Button } from '../components/Button';
import { ButtonGroup } from '../components/ButtonGroup';
import { Checkbox } from '../components/Checkbox';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { DateTimeField } from '../components/DateTimeField';
import { FileDropZone } from '../components/FileDropZone';
import { Form, FormSubmit } from '../components/Form';
import { Header, HeaderLogo } from '../components/Header';
import { Page } from '../components/Page';
import { coverImage } from '../components/ProductCard/ProductCard.fixtures';
import { Select } from '../components/Select';
import { StatCard, StatCards } from '../components/StatCard';
import { Switch } from '../components/Switch';
import { TextArea } from '../components/TextArea';
import { TextField } from '../components/TextField';
import { hashRenderLink } from '../utils/story.fixtures';

// The operator's pages as apps/web composes them under /admin (its own header, no storefront chrome), filled
// with sample data, so the library's admin components are reviewed together on whole pages, in both themes.

const adminNav = [
  { label: 'Dashboard', href: '/admin' },
  { label: 'Products', href: '/admin/products' },
  { label: 'Orders', href: '/admin/orders' },
  { label: 'Audit log', href: '/admin/audit' },
  { label: 'Store', href: '/' },
];

interface LowStockRow {
  productId: number;
  name: string;
  qty: number;
  threshold: number;
  alerted: string;
}
const lowStock: LowStockRow[] = [
  { productId: 12, name: 'Elden Ring', qty: 0, threshold: 5, alerted: 'Yes' },
  { productId: 7, name: 'Hades II', qty: 2, threshold: 5, alerted: 'Yes' },
  { productId: 31, name: 'Stardew Valley', qty: 4, threshold: 10, alerted: 'Not yet' },
];
const lowStockColumns: DataTableColumn<LowStockRow>[] = [
  {
    id: 'name',
    header: 'Product',
    rowHeader: true,
    sortable: true,
    render: (row) => <a href={`#/admin/products/${row.productId}/keys`}>{row.name}</a>,
  },
  { id: 'qty', header: 'Keys in stock', align: 'end', sortable: true },
  { id: 'threshold', header: 'Threshold', align: 'end', sortable: true },
  { id: 'alerted', header: 'Operator e-mailed' },
];

interface OrderRow {
  id: string;
  number: string;
  placed: string;
  email: string;
  status: string;
  total: string;
}
const orders: OrderRow[] = [
  {
    id: 'a',
    number: '#3F2A9C1B',
    placed: '26 Nov 2026, 10:41 UTC',
    email: 'ada@example.com',
    status: 'Paid',
    total: '€59.98',
  },
  {
    id: 'b',
    number: '#9B01D4E7',
    placed: '26 Nov 2026, 09:12 UTC',
    email: 'ada@example.com',
    status: 'Partly refunded',
    total: '€24.99',
  },
  {
    id: 'c',
    number: '#51C0FFEE',
    placed: '25 Nov 2026, 18:30 UTC',
    email: 'ada@example.com',
    status: 'Awaiting payment',
    total: '€12.49',
  },
];
const orderColumns: DataTableColumn<OrderRow>[] = [
  {
    id: 'number',
    header: 'Order',
    rowHeader: true,
    render: (row) => <a href={`#/admin/orders/${row.id}`}>{row.number}</a>,
  },
  { id: 'placed', header: 'Placed' },
  { id: 'email', header: 'Shopper' },
  { id: 'status', header: 'Status' },
  { id: 'total', header: 'Total', align: 'end' },
];

interface LineRow {
  productId: number;
  name: string;
  qty: number;
  price: string;
  revealed: number;
  refunded: number;
}
const lines: LineRow[] = [
  { productId: 12, name: 'Elden Ring', qty: 1, price: '€39.99', revealed: 1, refunded: 0 },
  { productId: 7, name: 'Hades II', qty: 1, price: '€19.99', revealed: 0, refunded: 0 },
];
const lineColumns: DataTableColumn<LineRow>[] = [
  { id: 'name', header: 'Product', rowHeader: true },
  { id: 'qty', header: 'Keys', align: 'end' },
  { id: 'price', header: 'Unit price', align: 'end' },
  { id: 'revealed', header: 'Revealed', align: 'end' },
  { id: 'refunded', header: 'Refunded', align: 'end' },
];

interface ProblemRow {
  line: number;
  field: string;
  message: string;
}
const problems: ProblemRow[] = [
  { line: 14, field: 'key', message: 'A key must be 5 to 128 characters' },
  { line: 207, field: 'cost', message: 'Cost must be a number of at most 2 decimals' },
];
const problemColumns: DataTableColumn<ProblemRow>[] = [
  { id: 'line', header: 'Line', rowHeader: true, align: 'end' },
  { id: 'field', header: 'Field' },
  { id: 'message', header: 'Problem' },
];

interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  before: string;
  after: string;
}
const audit: AuditRow[] = [
  {
    id: 3,
    at: '26 Nov 2026, 10:52 UTC',
    actor: 'operator@example.com',
    action: 'order.refund',
    target: 'order 9b01d4e7',
    before: '{"status":"paid"}',
    after: '{"status":"partially_refunded"}',
  },
  {
    id: 2,
    at: '26 Nov 2026, 10:40 UTC',
    actor: 'operator@example.com',
    action: 'keys.import',
    target: 'product 12',
    before: '—',
    after: '{"added":1998}',
  },
  {
    id: 1,
    at: '26 Nov 2026, 08:03 UTC',
    actor: 'cli',
    action: 'user.role',
    target: 'user 41',
    before: '{"role":"shopper"}',
    after: '{"role":"admin"}',
  },
];
const auditColumns: DataTableColumn<AuditRow>[] = [
  { id: 'at', header: 'When', rowHeader: true },
  { id: 'actor', header: 'Who' },
  { id: 'action', header: 'What' },
  { id: 'target', header: 'Target' },
  { id: 'before', header: 'Before', render: (row) => <code>{row.before}</code> },
  { id: 'after', header: 'After', render: (row) => <code>{row.after}</code> },
];

interface ProductRow {
  id: number;
  name: string;
  price: string;
  shown: string;
  qty: number;
  lowStock: string;
}
const products: ProductRow[] = [
  {
    id: 7,
    name: 'Hades II',
    price: '€19.99',
    shown: 'Shown',
    qty: 2,
    lowStock: 'Low: at or below 5 (default)',
  },
  { id: 12, name: 'Elden Ring', price: '€39.99 (sale set)', shown: 'Shown', qty: 84, lowStock: 'Above 20' },
  {
    id: 31,
    name: 'Stardew Valley',
    price: '€12.49',
    shown: 'Shown',
    qty: 9,
    lowStock: 'Low: at or below 10',
  },
  {
    id: 301,
    name: 'Operator Quest',
    price: '€24.99',
    shown: 'Hidden',
    qty: 0,
    lowStock: 'Low: at or below 5 (default)',
  },
];
const productColumns: DataTableColumn<ProductRow>[] = [
  {
    id: 'name',
    header: 'Product',
    rowHeader: true,
    render: (row) => <a href={`#/admin/products/${row.id}`}>{row.name}</a>,
  },
  { id: 'price', header: 'Price', align: 'end' },
  { id: 'shown', header: 'In the store' },
  { id: 'qty', header: 'Keys in stock', align: 'end' },
  { id: 'lowStock', header: 'Low stock' },
  {
    id: 'id',
    header: 'Keys',
    render: (row) => (
      <a href={`#/admin/products/${row.id}/keys`} aria-label={`Import keys for ${row.name}`}>
        Import keys
      </a>
    ),
  },
];

const platformOptions = [
  { value: 'steam', label: 'Steam' },
  { value: 'epic', label: 'Epic Games' },
  { value: 'gog', label: 'GOG' },
];
const regions = ['Europe', 'United Kingdom', 'North America', 'Latin America', 'Rest of the world'];
const timeZone = 'In your time zone (Europe/Berlin).';

const pages = {
  Dashboard: () => (
    <Page title="Dashboard">
      <StatCards aria-label="Today">
        <StatCard label="Sales today" value="€1,284.50" change="23 paid orders" />
        <StatCard
          label="Orders awaiting payment"
          value={4}
          href="/admin/orders"
          renderLink={hashRenderLink}
        />
        <StatCard
          label="Low-stock products"
          value={3}
          change="Default threshold: 5 keys"
          href="/admin/products"
          renderLink={hashRenderLink}
        />
      </StatCards>
      <DataTable
        caption="Low-stock products"
        columns={lowStockColumns}
        rows={lowStock}
        rowKey="productId"
        defaultSort={{ column: 'qty', direction: 'ascending' }}
      />
    </Page>
  ),
  Orders: () => (
    <Page title="Orders">
      <form role="search" aria-label="Orders" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Order number, e-mail or key"
          description="An order number needs at least 4 of its characters, e.g. #1A2B."
          name="q"
          type="search"
          defaultValue="ada@example.com"
        />
        <Button type="submit">Search</Button>
      </form>
      <DataTable
        caption="Orders matching “ada@example.com”"
        columns={orderColumns}
        rows={orders}
        manual
        pageSize={25}
        page={1}
        rowCount={3}
      />
    </Page>
  ),
  OrderDetail: () => (
    <Page title="Order #9B01D4E7">
      <ButtonGroup aria-label="Order actions">
        <AlertDialog
          variant="danger"
          trigger={<Button variant="danger">Refund €19.99</Button>}
          title="Refund order #9B01D4E7?"
          description="Every unrevealed key of this order goes back into stock and €19.99 goes back to ada@example.com through the payment provider. This cannot be undone."
          labels={{ confirm: 'Refund' }}
        />
        <Button variant="secondary">Resend order e-mail</Button>
      </ButtonGroup>
      <Alert variant="success">The order e-mail is on its way to ada@example.com</Alert>
      <h2>Order</h2>
      <dl>
        <dt>Status</dt>
        <dd>Paid</dd>
        <dt>Shopper</dt>
        <dd>Ada &lt;ada@example.com&gt;</dd>
      </dl>
      <DataTable caption="Lines" columns={lineColumns} rows={lines} rowKey="productId" />
      <h2>Payment</h2>
      <dl>
        <dt>Amount</dt>
        <dd>€59.98</dd>
        <dt>Provider</dt>
        <dd>test (card)</dd>
      </dl>
      <h2>Consent</h2>
      <p>Accepted 26 Nov 2026, 09:11 UTC (version 2026-11).</p>
    </Page>
  ),
  ImportDryRun: () => (
    <Page title="Import keys: Elden Ring">
      <FileDropZone
        label="Key file"
        description="A text file with one key per line, or a CSV with a key column and optional supplier and cost columns."
        accept=".txt,.csv,text/plain,text/csv"
        maxSize={16 * 1024 * 1024}
        success="keys.csv: 2,004 lines read"
      />
      <section aria-labelledby="dry-run">
        <h2 id="dry-run">Dry run of keys.csv</h2>
        <StatCards aria-label="Dry run">
          <StatCard label="New keys" value={1998} />
          <StatCard label="Duplicates in the file" value={3} />
          <StatCard label="Already in the store" value={1} />
          <StatCard label="Invalid lines" value={2} />
        </StatCards>
        <p>Duplicate lines: 88, 412, 1730.</p>
        <DataTable caption="Invalid lines" columns={problemColumns} rows={problems} rowKey="line" />
        <Alert variant="warning">
          A file with invalid lines is not imported: correct the lines listed and choose the file again.
        </Alert>
        <ButtonGroup>
          <Button disabled>Commit 1998 keys</Button>
          <Button variant="secondary">Choose another file</Button>
        </ButtonGroup>
      </section>
    </Page>
  ),
  Products: () => (
    <Page
      title="Products"
      actions={
        <Button asChild>
          <a href="#/admin/products/new">New product</a>
        </Button>
      }
    >
      <form role="search" aria-label="Products" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Name or number" name="q" type="search" />
        <Button type="submit">Search</Button>
      </form>
      <p>A product without a threshold of its own is low at 5 keys or fewer.</p>
      <DataTable
        caption="Products and their key stock"
        columns={productColumns}
        rows={products}
        manual
        pageSize={25}
        page={1}
        rowCount={4}
      />
    </Page>
  ),
  ProductEdit: () => (
    <Page title="Edit Operator Quest" width="narrow">
      <ButtonGroup aria-label="Product actions">
        <Button asChild variant="secondary">
          <a href="#/admin/products/301/sale">Schedule a sale</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="#/admin/products/301/keys">Import keys</a>
        </Button>
      </ButtonGroup>
      <p>Keys in stock: 0.</p>
      <h2>Visibility</h2>
      <Switch
        label="Published"
        description="Shown in the store, its search and sitemap. A hidden product keeps its keys and orders."
      />
      <h2>Details</h2>
      <Form aria-label="Product details" status="error" errorMessage="Price must be above 0">
        <TextField label="Name" name="company_name" required defaultValue="Operator Quest" />
        <TextField
          label="Price (€)"
          description="The regular price, in euros and cents."
          name="price"
          type="number"
          step={0.01}
          required
          defaultValue="0"
          error="Price must be above 0"
        />
        <Select
          label="Platform"
          description="Where the product's keys activate."
          name="platform"
          required
          placeholder="Choose a platform"
          options={platformOptions}
          defaultValue="gog"
        />
        <TextField
          label="Genres"
          description="Separated by commas, e.g. RPG, Indie (at most 10)."
          name="genres"
          defaultValue="RPG, Indie"
        />
        <fieldset aria-describedby="regions-description">
          <legend>Activation regions</legend>
          <p id="regions-description">None ticked: the key activates worldwide.</p>
          {regions.map((region) => (
            <Checkbox
              key={region}
              label={region}
              name="regions"
              defaultChecked={region === 'Europe' || region === 'United Kingdom'}
            />
          ))}
        </fieldset>
        <TextArea label="Short description" name="short_description" rows={2} defaultValue="Hand-made." />
        <TextArea
          label="Description"
          name="description"
          rows={8}
          defaultValue="A game the operator added by hand."
        />
        <Checkbox label="Featured" description="Shown first in the store's featured order." name="featured" />
        <FormSubmit>Save product</FormSubmit>
      </Form>
      <h2>Cover</h2>
      <img src={coverImage('Operator Quest', 280)} alt="Cover of Operator Quest" width={240} />
      <FileDropZone
        label="Cover image"
        description="A PNG, JPEG or WebP image; it replaces the current cover at once."
        accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
        maxSize={2 * 1024 * 1024}
        error="The image must be a PNG, JPEG or WebP file"
      />
    </Page>
  ),
  Sale: () => (
    <Page title="Sale: Elden Ring" width="narrow">
      <p>
        Regular price: €39.99. <a href="#/admin/products/12">Edit the product</a>
      </p>
      <Alert variant="info" title="This product's sale">
        Scheduled: €29.99 from 24 Dec 2026, 17:00 UTC to 27 Dec 2026, 23:00 UTC.
      </Alert>
      <Form aria-label="Sale" status="success" successMessage="Sale saved.">
        <TextField
          label="Sale price (€)"
          description="Below the regular price."
          name="price"
          type="number"
          step={0.01}
          required
          defaultValue="29.99"
        />
        <DateTimeField
          label="Starts"
          description={timeZone}
          name="startsAt"
          step={1}
          required
          defaultValue="2026-12-24T18:00:00"
        />
        <DateTimeField
          label="Ends"
          description={`${timeZone} The regular price returns then.`}
          name="endsAt"
          step={1}
          required
          defaultValue="2026-12-28T00:00:00"
        />
        <FormSubmit>Save sale</FormSubmit>
      </Form>
      <ButtonGroup>
        <AlertDialog
          variant="danger"
          trigger={<Button variant="danger">Cancel sale</Button>}
          title="Cancel the sale of Elden Ring?"
          description="The regular price applies again at once, in the store and in new orders."
          labels={{ confirm: 'Cancel sale', cancel: 'Keep sale' }}
        />
      </ButtonGroup>
    </Page>
  ),
  AuditLog: () => (
    <Page title="Audit log">
      <DataTable
        caption="Admin changes, newest first"
        columns={auditColumns}
        rows={audit}
        manual
        pageSize={25}
        page={1}
        rowCount={26}
      />
    </Page>
  ),
};

function AdminPage({ page }: { page: keyof typeof pages }) {
  return (
    <>
      <Header
        logo={<HeaderLogo name="Keyshop admin" />}
        logoLabel="Keyshop admin dashboard"
        hrefs={{ home: '/admin', main: '#admin-main' }}
        navLinks={adminNav}
        renderLink={hashRenderLink}
        labels={{ nav: 'Admin' }}
      />
      <main id="admin-main" tabIndex={-1}>
        {pages[page]()}
      </main>
    </>
  );
}

const meta = {
  title: 'Pages/Admin',
  component: AdminPage,
  // A page is many components composed, not one to copy from a snippet: no "Show code" (its code is this file).
  parameters: { layout: 'fullscreen', docs: { canvas: { sourceState: 'none' } } },
  argTypes: { page: { control: false } },
} satisfies Meta<typeof AdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const dark = { globals: { theme: 'dark' } };

export const Dashboard: Story = { args: { page: 'Dashboard' } };
export const Orders: Story = { args: { page: 'Orders' } };
export const OrderDetail: Story = { args: { page: 'OrderDetail' } };
export const ImportDryRun: Story = { name: 'Import dry run', args: { page: 'ImportDryRun' } };
export const AuditLog: Story = { name: 'Audit log', args: { page: 'AuditLog' } };
export const Products: Story = { args: { page: 'Products' } };
export const ProductEdit: Story = { name: 'Product edit', args: { page: 'ProductEdit' } };
export const Sale: Story = { args: { page: 'Sale' } };
export const DashboardDark: Story = { ...Dashboard, ...dark };
export const OrdersDark: Story = { ...Orders, ...dark };
export const OrderDetailDark: Story = { ...OrderDetail, ...dark };
export const ImportDryRunDark: Story = { ...ImportDryRun, name: 'Import dry run (dark)', ...dark };
export const AuditLogDark: Story = { ...AuditLog, name: 'Audit log (dark)', ...dark };
export const ProductsDark: Story = { ...Products, ...dark };
export const ProductEditDark: Story = { ...ProductEdit, name: 'Product edit (dark)', ...dark };
export const SaleDark: Story = { ...Sale, ...dark };
