import { Button, Page, Tabs, TabsContent, TabsList, TabsTrigger } from '@keyshop/ui';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../state/auth';
import { OrdersTab } from '../account/OrdersTab';
import { SettingsTab } from '../account/SettingsTab';
import { KeyInventory } from '../KeyInventory';
import { loginRedirect } from '../redirect';
import { SessionCheck } from '../SessionCheck';
import { SupportForm } from '../SupportForm';
import { pageTitle } from '../title';

const tabs = [
  { value: 'inventory', label: 'Inventory' },
  { value: 'orders', label: 'Orders' },
  { value: 'account', label: 'Account' },
  { value: 'support', label: 'Customer Support' },
] as const;
type Tab = (typeof tabs)[number]['value'];

/** `?tab=`; missing or unknown means inventory. */
const readTab = (value: string | null): Tab => tabs.find((tab) => tab.value === value)?.value ?? 'inventory';

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
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value })}>
        <TabsList aria-label="My Account">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="inventory">
          {orderId && (
            <p>
              Showing the keys of one order.{' '}
              <Button asChild variant="link">
                <Link to="/account?tab=inventory">Show all keys</Link>
              </Button>
            </p>
          )}
          <KeyInventory orderId={orderId} />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersTab />
        </TabsContent>
        <TabsContent value="account">
          <SettingsTab user={user} />
        </TabsContent>
        <TabsContent value="support">
          <SupportForm email={user.email} name={user.username} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
