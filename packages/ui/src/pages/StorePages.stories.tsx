import { composeStories, type Meta, type StoryObj } from '@storybook/react-vite';
import { Accordion, AccordionItem } from '../components/Accordion';
import { Button } from '../components/Button';
import { ButtonGroup } from '../components/ButtonGroup';
import * as carouselStories from '../components/Carousel/Carousel.stories';
import * as cartListStories from '../components/CartList/CartList.stories';
import * as faqCardStories from '../components/FaqCategoryCard/FaqCategoryCard.stories';
import * as filtersStories from '../components/FiltersPanel/FiltersPanel.stories';
import { Form, FormSubmit } from '../components/Form';
import * as formStories from '../components/Form/Form.stories';
import * as inventoryStories from '../components/InventoryCard/InventoryGrid.stories';
import * as notFoundStories from '../components/NotFound/NotFound.stories';
import * as orderListStories from '../components/OrderRow/OrderList.stories';
import * as summaryStories from '../components/OrderSummary/OrderSummary.stories';
import { Page } from '../components/Page';
import * as paginationStories from '../components/Pagination/Pagination.stories';
import { PasswordField } from '../components/PasswordField';
import * as detailsStories from '../components/ProductDetails/ProductDetails.stories';
import * as galleryStories from '../components/ProductGallery/ProductGallery.stories';
import * as gridStories from '../components/ProductGrid/ProductGrid.stories';
import * as deleteStories from '../components/SettingsSection/DeleteAccount.stories';
import * as emailStories from '../components/SettingsSection/EmailSettings.stories';
import * as passwordStories from '../components/SettingsSection/PasswordSettings.stories';
import * as profileStories from '../components/SettingsSection/ProfileSettings.stories';
import * as sortStories from '../components/SortSelect/SortSelect.stories';
import * as requirementsStories from '../components/SystemRequirements/SystemRequirements.stories';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/Tabs';
import { TextField } from '../components/TextField';
import { PageFrame } from './PageFrame';

// Each page is the storefront's composition of library components, filled with the components' own story
// fixtures (composed stories), so a designer reviews whole pages in both themes and at each width.
const { Default: Carousel } = composeStories(carouselStories);
const { Playground: CartList } = composeStories(cartListStories);
const { Playground: FaqCard } = composeStories(faqCardStories);
const { Expanded: Filters } = composeStories(filtersStories);
const { SignIn } = composeStories(formStories);
const { Playground: Inventory } = composeStories(inventoryStories);
const { Playground: NotFound } = composeStories(notFoundStories);
const { Playground: Orders } = composeStories(orderListStories);
const { Playground: Summary } = composeStories(summaryStories);
const { Middle: Pagination } = composeStories(paginationStories);
const { Playground: Details } = composeStories(detailsStories);
const { Playground: Gallery } = composeStories(galleryStories);
const { Loaded: Grid } = composeStories(gridStories);
const { Playground: DeleteAccount } = composeStories(deleteStories);
const { Playground: EmailSettings } = composeStories(emailStories);
const { Playground: PasswordSettings } = composeStories(passwordStories);
const { Playground: ProfileSettings } = composeStories(profileStories);
const { Playground: Sort } = composeStories(sortStories);
const { Playground: Requirements } = composeStories(requirementsStories);

const accountTabs = [
  { value: 'inventory', label: 'Inventory' },
  { value: 'orders', label: 'Orders' },
  { value: 'account', label: 'Account' },
  { value: 'support', label: 'Customer Support' },
] as const;

function AccountPage({ tab }: { tab: (typeof accountTabs)[number]['value'] }) {
  return (
    <Page title="My Account">
      <Tabs defaultValue={tab}>
        <TabsList aria-label="My Account" wrap>
          {accountTabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="inventory">
          <h2>Your keys</h2>
          <Inventory />
        </TabsContent>
        <TabsContent value="orders">
          <h2>Your orders</h2>
          <Orders />
        </TabsContent>
        <TabsContent value="account">
          <ProfileSettings />
          <EmailSettings />
          <PasswordSettings />
          <DeleteAccount />
        </TabsContent>
        <TabsContent value="support">
          <Form aria-label="Customer Support" onSubmit={() => {}}>
            <TextField label="Subject" name="subject" required />
            <TextField label="Order number" name="order" />
            <FormSubmit>Send</FormSubmit>
          </Form>
        </TabsContent>
      </Tabs>
    </Page>
  );
}

const pages = {
  Home: () => (
    <Page title="Keyshop" titleHidden>
      <Carousel />
      <h2>Bestsellers</h2>
      <Grid />
    </Page>
  ),
  Products: () => (
    <Page title="Products" actions={<Sort />}>
      <Filters />
      <h2>12 games</h2>
      <Grid />
      <Pagination />
    </Page>
  ),
  ProductDetail: () => (
    <Page title={undefined}>
      <Gallery />
      <Details />
      <Requirements />
    </Page>
  ),
  Cart: () => (
    <Page title="Cart">
      <CartList />
      <Summary />
      <ButtonGroup align="end">
        <Button variant="secondary">Continue Shopping</Button>
        <Button>Checkout</Button>
      </ButtonGroup>
    </Page>
  ),
  Checkout: () => (
    <Page title="Checkout" width="narrow">
      <Summary />
      <p>Digital keys are delivered immediately, so the right of withdrawal ends once delivery starts.</p>
      <ButtonGroup align="end">
        <Button variant="secondary">Back to Cart</Button>
        <Button size="lg">FAST CHECKOUT</Button>
      </ButtonGroup>
    </Page>
  ),
  Purchase: () => (
    <Page title="Thank you for your order!" width="narrow">
      <p role="status">Your order has been placed. Your keys are below and in your Inventory.</p>
      <Summary />
      <h2>Your keys</h2>
      <Inventory />
    </Page>
  ),
  SignIn: () => (
    <Page title="Sign In" width="narrow">
      <SignIn />
    </Page>
  ),
  Register: () => (
    <Page title="Register" width="narrow">
      <Form aria-label="Register" onSubmit={() => {}}>
        <TextField label="Username" name="username" autoComplete="username" required />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <PasswordField label="Password" name="password" autoComplete="new-password" required />
        <FormSubmit fullWidth>Register</FormSubmit>
      </Form>
    </Page>
  ),
  FaqCategory: () => (
    <Page title="Account FAQ" width="narrow">
      <Accordion type="single" collapsible headingLevel={2} defaultValue="0">
        <AccordionItem value="0" heading="How do I create an account?">
          <p>Select Register in the user menu and fill in the form.</p>
        </AccordionItem>
        <AccordionItem value="1" heading="Can I change my username?">
          <p>Yes: My Account → Account → Edit.</p>
        </AccordionItem>
      </Accordion>
      <FaqCard />
    </Page>
  ),
  NotFound: () => <NotFound />,
};

function StorePage({
  page,
  tab,
  signedIn,
}: {
  page: keyof typeof pages | 'Account';
  tab?: 'inventory' | 'orders' | 'account' | 'support';
  signedIn?: boolean;
}) {
  return (
    <PageFrame signedIn={signedIn}>
      {page === 'Account' ? <AccountPage tab={tab ?? 'inventory'} /> : pages[page]()}
    </PageFrame>
  );
}

const meta = {
  title: 'Pages/Storefront',
  component: StorePage,
  // A page is many components composed, not one to copy from a snippet: no "Show code" (its code is this file).
  parameters: { layout: 'fullscreen', docs: { canvas: { sourceState: 'none' } } },
  argTypes: { page: { control: false } },
} satisfies Meta<typeof StorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { args: { page: 'Home' } };
export const ProductsWithFilters: Story = { args: { page: 'Products' } };
export const ProductDetail: Story = { args: { page: 'ProductDetail' } };
export const Cart: Story = { args: { page: 'Cart' } };
export const Checkout: Story = { args: { page: 'Checkout' } };
export const PurchaseWithKeys: Story = { args: { page: 'Purchase' } };
export const AccountInventory: Story = { args: { page: 'Account', tab: 'inventory' } };
export const AccountOrders: Story = { args: { page: 'Account', tab: 'orders' } };
export const AccountSettings: Story = { args: { page: 'Account', tab: 'account' } };
export const AccountSupport: Story = { args: { page: 'Account', tab: 'support' } };
export const SignInPage: Story = { name: 'Sign in', args: { page: 'SignIn', signedIn: false } };
export const RegisterPage: Story = { name: 'Register', args: { page: 'Register', signedIn: false } };
export const FaqCategory: Story = { args: { page: 'FaqCategory' } };
export const NotFoundPage: Story = { name: 'Not found', args: { page: 'NotFound' } };
export const HomePhone: Story = { ...Home, globals: { viewport: { value: 'phone' } } };
export const HomeRtl: Story = { ...Home, name: 'Home (right to left)', globals: { direction: 'rtl' } };
export const CartDark: Story = { ...Cart, globals: { theme: 'dark' } };
