import { Button, Page, Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@keyshop/ui';
import { Suspense, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { lazyNamed } from '../../lazy/lazyNamed';
import { useAuth } from '../../state/auth';
import { loginRedirect } from '../../lib/redirect';
import { SessionCheck } from '../../components/SessionCheck';
import { VerifyEmailBanner } from '../../components/account/VerifyEmailBanner';
import { pageTitle } from '../../lib/title';
import { noindexMeta } from '../../seo';

// Each tab's panel is its own chunk, loaded when the tab is first shown: a visit downloads one panel's code
// (the inventory's brand marks, the settings forms…), not all four.
const KeyInventory = lazyNamed(() => import('../../components/KeyInventory'), 'KeyInventory');
const OrdersTab = lazyNamed(() => import('../../components/account/OrdersTab'), 'OrdersTab');
const SettingsTab = lazyNamed(() => import('../../components/account/SettingsTab'), 'SettingsTab');
const SupportForm = lazyNamed(() => import('../../components/SupportForm'), 'SupportForm');

const tabs = [
  { value: 'inventory', label: 'Inventory' },
  { value: 'orders', label: 'Orders' },
  { value: 'account', label: 'Account' },
  { value: 'support', label: 'Customer Support' },
] as const;
type Tab = (typeof tabs)[number]['value'];

/** `?tab=`; missing or unknown means inventory. */
const readTab = (value: string | null): Tab => tabs.find((tab) => tab.value === value)?.value ?? 'inventory';

function TabPanel({ value, children }: { value: Tab; children: ReactNode }) {
  return (
    <TabsContent value={value}>
      <Suspense fallback={<Spinner label="Loading" />}>{children}</Suspense>
    </TabsContent>
  );
}

/** /account: four tabs chosen by `?tab=`; signed-out visitors sign in first and come back here. */
export function AccountPage() {
  const { user, status } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const orderId = params.get('order') ?? undefined;

  if (status === 'checking') return <SessionCheck title="My Account" />;
  if (!user) {
    const { to, state } = loginRedirect(location);
    return <Navigate to={to} state={state} replace />;
  }
  const label = tabs.find((candidate) => candidate.value === tab)?.label;

  return (
    <Page title="My Account">
      <title>{pageTitle(`${label} – My Account`)}</title>
      {!user.emailVerified && <VerifyEmailBanner user={user} />}
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value })}>
        <TabsList aria-label="My Account" wrap>
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabPanel value="inventory">
          {orderId && (
            <p>
              Showing the keys of one order.{' '}
              <Button asChild variant="link">
                <Link to="/account?tab=inventory">Show all keys</Link>
              </Button>
            </p>
          )}
          <KeyInventory orderId={orderId} />
        </TabPanel>
        <TabPanel value="orders">
          <OrdersTab />
        </TabPanel>
        <TabPanel value="account">
          <SettingsTab user={user} />
        </TabPanel>
        <TabPanel value="support">
          <SupportForm email={user.email} name={user.username} />
        </TabPanel>
      </Tabs>
    </Page>
  );
}

/** A shopper's own page: never indexed. */
export const meta = noindexMeta;

export default AccountPage;
