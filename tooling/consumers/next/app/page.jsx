// Every component entry of @keyshop/ui rendered from a Server Component, through the package root, with
// serialisable props only (links as href strings, the forms through server functions).
import {
  Accordion,
  AccordionItem,
  ArticleCard,
  Badge,
  Button,
  ButtonGroup,
  Carousel,
  CartDropdown,
  CartLine,
  CartList,
  CategoryBar,
  Checkbox,
  ConsentGate,
  DeleteAccount,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  DropdownPanel,
  EmailSettings,
  EmptyState,
  ErrorState,
  FaqCategoryCard,
  Field,
  FiltersPanel,
  Footer,
  Form,
  FormSubmit,
  Header,
  HeaderLogo,
  IconButton,
  InventoryCard,
  InventoryGrid,
  LegalPage,
  LiveRegion,
  MetacriticScore,
  NotFound,
  OrderList,
  OrderRow,
  OrderSummary,
  Page,
  Pagination,
  PasswordField,
  PasswordSettings,
  PlatformIcon,
  Price,
  ProductCard,
  ProductDetails,
  ProductGallery,
  ProductGrid,
  ProfileSettings,
  QuantityStepper,
  ReadMore,
  RefundConfirm,
  RegionNotice,
  RichText,
  SearchBox,
  Select,
  SettingsSection,
  Skeleton,
  SortSelect,
  Spinner,
  Steps,
  StockNotice,
  SystemRequirements,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextArea,
  TextField,
  Toaster,
  UserMenu,
  WishlistDropdown,
  Alert,
  AlertDialog,
  ArticleCardSkeleton,
  Breadcrumbs,
  CardFields,
  CartLineSkeleton,
  CartListSkeleton,
  Dialog,
  FilterChips,
  OrderSummarySkeleton,
  PaymentStatus,
  Popover,
  ProductDetailsSkeleton,
  RadioGroup,
  Sheet,
  Switch,
  Tooltip,
  DataTable,
  DateTimeField,
  FileDropZone,
  StatCard,
  StatCards,
} from '@keyshop/ui';

const cover = (label) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="225"><rect width="400" height="225" fill="#345"/><text x="200" y="120" fill="#fff" text-anchor="middle" font-size="24">${label}</text></svg>`)}`;
const product = (id, name) => ({
  id,
  name,
  price: 19.99,
  regularPrice: 29.99,
  lowestPrice30d: 19.99,
  image: cover(name),
  platforms: { steam: true },
  stock: 12,
  stockTotal: 40,
  href: `/product/${id}`,
});
const products = [product(1, 'Hades II'), product(2, 'Elden Ring'), product(3, 'Stardew Valley')];
const lines = products.map(({ id, name, price, image }) => ({ id, name, price, image, quantity: 1 }));
const order = {
  id: 'a1b2c3d4-0000-4000-8000-000000000000',
  status: 'paid',
  total: 19.99,
  createdAt: '2026-11-20T10:00:00Z',
  items: [{ productId: 1, name: 'Hades II', quantity: 1 }],
};
const requirements = [{ system: 'Windows', requirement: ['OS: Windows 10', 'Memory: 8 GB RAM'] }];
const details = {
  ...product(1, 'Hades II'),
  screenshots: [cover('Screenshot 1')],
  developers: ['Supergiant Games'],
  genres: ['Action'],
  languages: ['English'],
  description: 'Battle beyond the Underworld.',
  shortDescription: 'A rogue-like dungeon crawler.',
  metacriticScore: 95,
  systemRequirements: requirements,
  activationDetails: 'Activate the key in your Steam client.',
};

async function subscribe(formData) {
  'use server';
  console.log('subscribed', formData.get('email'));
}

export default function Home() {
  return (
    <Page>
      <Header
        navLinks={[{ label: 'Products', href: '/products' }]}
        hrefs={{ home: '/' }}
        logo={<HeaderLogo name="Next Store" />}
        logoLabel="Next Store home"
      />
      <main>
        <h1>Keyshop UI in a Server Component</h1>
        <section aria-label="Core">
          <Button>Primary</Button>
          <ButtonGroup>
            <Button variant="secondary">One</Button>
            <Button variant="secondary">Two</Button>
          </ButtonGroup>
          <IconButton label="Settings">⚙</IconButton>
          <Badge>New</Badge>
          <Spinner label="Loading" />
          <Skeleton width="8rem" />
          <LiveRegion message="Ready" />
          <Price price={19.99} />
          <MetacriticScore score={91} />
          <StockNotice stock={3} stockTotal={40} />
          <PlatformIcon name="steam" />
          <RegionNotice itemName="Hades II" regions={['Europe']} place="Europe" checked={false} />
          <RefundConfirm name="Hades II" amount={19.99} />
        </section>
        <section aria-label="Disclosure">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button>Open menu</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem>First item</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <DropdownPanel title="Notifications" trigger={<Button>Notifications</Button>}>
            <p>No news.</p>
          </DropdownPanel>
          <Accordion type="single" collapsible>
            <AccordionItem value="delivery" heading="How is the key delivered?">
              By e-mail, at once.
            </AccordionItem>
          </Accordion>
          <Tabs defaultValue="one">
            <TabsList aria-label="Sections">
              <TabsTrigger value="one">First tab</TabsTrigger>
              <TabsTrigger value="two">Second tab</TabsTrigger>
            </TabsList>
            <TabsContent value="one">First panel</TabsContent>
            <TabsContent value="two">Second panel</TabsContent>
          </Tabs>
          <ReadMore>Some long text that can be folded.</ReadMore>
          <Steps steps={[{ title: 'Buy', body: 'Pay for the key.' }]} />
          <Pagination page={2} pageCount={5} />
          <CategoryBar items={[{ label: 'Action', href: '/products?genre=action' }]} />
        </section>
        <section aria-label="Forms">
          <Form action="/search">
            <TextField label="Name" name="name" />
            <PasswordField label="Password" name="password" />
            <TextArea label="Message" name="message" />
            <Select label="Platform" name="platform" options={[{ value: 'steam', label: 'Steam' }]} />
            <Checkbox label="Remember me" name="remember" />
            <Field label="Custom control">
              <input name="custom" />
            </Field>
            <FormSubmit>Send</FormSubmit>
          </Form>
          <SortSelect value="featured" />
          <FiltersPanel value={{ minPrice: null, maxPrice: null, platform: 'all' }} />
          <SearchBox />
          <ConsentGate checked={false} />
        </section>
        <section aria-label="Commerce">
          <ProductCard product={products[0]} />
          <ProductGrid products={products} />
          <ProductGallery alt="Hades II" image={cover('Hades II')} />
          <ProductDetails product={details} />
          <SystemRequirements requirements={requirements} />
          <Carousel
            slides={[{ id: 's1', image: cover('Sale'), alt: 'Sale', title: 'Autumn sale', href: '/sale' }]}
          />
          <QuantityStepper value={1} itemName="Hades II" />
          <CartLine line={lines[0]} />
          <CartList lines={lines} />
          <CartDropdown
            lines={lines}
            hrefs={{ products: '/products', cart: '/cart', checkout: '/checkout' }}
          />
          <WishlistDropdown items={lines} hrefs={{ products: '/products', wishlist: '/wishlist' }} />
          <OrderSummary lines={[{ id: 1, name: 'Hades II', quantity: 1, unitPrice: 19.99 }]} />
        </section>
        <section aria-label="Account">
          <UserMenu
            dark
            username="player"
            hrefs={{
              account: '/account',
              inventory: '/account/inventory',
              wishlist: '/wishlist',
              faq: '/faq',
              signIn: '/login',
              register: '/register',
            }}
          />
          <InventoryCard name="Hades II" platform="steam" maskedKey="XXXX-XXXX-1234" />
          <InventoryGrid
            items={[<InventoryCard key="k1" name="Hades II" platform="steam" maskedKey="XXXX-XXXX-5678" />]}
            hrefs={{ products: '/products' }}
          />
          <OrderRow order={order} />
          <OrderList orders={[order]} />
          <SettingsSection title="Preferences">
            <p>Any settings form goes here.</p>
          </SettingsSection>
          <ProfileSettings username="player" />
          <EmailSettings action={subscribe} />
          <PasswordSettings action={subscribe} />
          <DeleteAccount action={subscribe} />
        </section>
        <section aria-label="Content">
          <RichText text="Visit https://example.com for more." />
          <ArticleCard title="Patch notes" date="2026-11-20" content="What changed this week." />
          <FaqCategoryCard title="Payments" questions={['Which cards work?']} href="/faq/payments" />
          <LegalPage
            title="Terms"
            intro="The rules of the store."
            sections={[{ id: 'use', heading: 'Use', paragraphs: ['Be kind.'] }]}
          />
          <EmptyState message="Nothing here yet" />
          <ErrorState message="Something went wrong" />
          <NotFound hrefs={{ home: '/' }} />
        </section>
        <section aria-label="Primitives and payments">
          <Alert variant="success" title="Saved">
            Your settings are saved.
          </Alert>
          <Breadcrumbs
            items={[
              { label: 'Home', href: '/' },
              { label: 'Products', href: '/products' },
              { label: 'Hades II' },
            ]}
          />
          <FilterChips chips={[{ id: 'steam', label: 'Platform: Steam' }]} />
          <RadioGroup
            label="Delivery"
            name="delivery"
            defaultValue="email"
            options={[
              { value: 'email', label: 'E-mail' },
              { value: 'account', label: 'Account only' },
            ]}
          />
          <Switch label="Newsletter" />
          <Tooltip content="Copies the key">
            <Button variant="secondary">Copy</Button>
          </Tooltip>
          <Popover trigger={<Button variant="secondary">Details</Button>} label="Details">
            Region: Europe
          </Popover>
          <Dialog trigger={<Button variant="secondary">Open dialog</Button>} title="A dialog">
            Dialog body
          </Dialog>
          <AlertDialog
            trigger={<Button variant="secondary">Delete</Button>}
            title="Delete?"
            description="This cannot be undone."
          />
          <Sheet trigger={<Button variant="secondary">Open sheet</Button>} title="Filters">
            Sheet body
          </Sheet>
          <CardFields />
          <PaymentStatus state="waiting" />
          <ArticleCardSkeleton />
          <ProductDetailsSkeleton />
          <ul>
            <CartLineSkeleton />
          </ul>
          <CartListSkeleton />
          <OrderSummarySkeleton />
        </section>
        <section aria-label="Operator">
          <StatCards aria-label="Today">
            <StatCard label="Sales today" value="€1,204.50" change="+12 % on yesterday" trend="up" />
            <StatCard label="Low-stock products" value="4" href="/admin/products" />
            <StatCard label="Keys in stock" loading />
          </StatCards>
          <DataTable
            caption="Products"
            columns={[
              { id: 'name', header: 'Product', sortable: true, rowHeader: true },
              { id: 'stock', header: 'Keys in stock', sortable: true, align: 'end' },
            ]}
            rows={products}
            selectable
            pageSize={2}
          />
          <FileDropZone label="Key file" name="keys" accept=".txt,.csv" maxSize={10485760} />
          <DateTimeField label="Sale starts" name="startsAt" min="2026-12-01T00:00" />
        </section>
      </main>
      <Footer
        sellingPoints={[{ id: 'quick', title: 'Quick delivery' }]}
        paymentMethods={[{ id: 'card', label: 'Cards' }]}
        linkGroups={[{ heading: 'Help', links: [{ label: 'FAQ', href: '/faq' }] }]}
        legalLinks={[{ label: 'Terms', href: '/terms' }]}
        subscribeAction={subscribe}
      />
      <Toaster theme="dark" />
    </Page>
  );
}
