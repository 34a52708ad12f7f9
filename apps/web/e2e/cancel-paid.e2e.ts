import {
  apiPaths,
  orderSchema,
  paymentSessionResponseSchema,
  testCards,
  testSessionSchema,
  type Product,
} from '@keyshop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  main,
  setupBrowser,
  signedInStorage,
  signUp,
  until,
  visible,
} from './harness';
import { buyNow, orderIdIn } from './purchase-steps';
import { startStore, type Store } from './store';

const browser = setupBrowser();

describe('cancelling an order another tab has just paid', () => {
  let store: Store;
  beforeAll(async () => {
    // The provider's webhook waits: the store hears of the payment from the cancel, not from the webhook.
    store = await startStore({ TEST_PAYMENTS_WEBHOOK_DELAY_MS: '120000' });
  });
  afterAll(() => store?.stop());

  it('shows the paid order with its keys instead of an error', async () => {
    const at = (path: string) => new URL(path, store.url).toString();
    const { results } = (await (await fetch(at(`${apiPaths.products}?limit=20`))).json()) as {
      results: Product[];
    };
    const product = results.find((p) => p.qty >= 20)!;
    const account = await signUp(store.url);
    const call = async (path: string, body?: unknown) => {
      const response = await fetch(at(path), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return response.json() as Promise<unknown>;
    };
    const cart = JSON.stringify([{ ...product, cart_quantity: 1, regionConfirmedFor: 'US' }]);
    const page = await browser.page({ storage: { cart, ...signedInStorage(account) } });
    await page.goto(at('/checkout'));
    await (await visible(main(page).getByRole('button', { name: 'FAST CHECKOUT' }))).click();
    await page.waitForURL(at('/purchase'));
    await buyNow(page);
    await main(page).getByRole('link', { name: 'Cancel and return to the store' }).click();
    await page.waitForURL(/\/purchase\?order=.*canceled=1/);
    const orderId = orderIdIn(page);

    // Another tab pays the open session meanwhile.
    const session = paymentSessionResponseSchema.parse(await call(apiPaths.payOrder(orderId), {}));
    const sessionId = decodeURIComponent(session.redirectUrl.split('/').pop() ?? '');
    const paid = testSessionSchema.parse(
      await call(apiPaths.testPaymentPay(sessionId), {
        cardNumber: testCards.succeeds,
        expiry: '12/34',
        cvc: '123',
      }),
    );
    expect(paid.state).toBe('succeeded');

    await (await visible(main(page).getByRole('button', { name: 'Cancel order' }))).click();
    // Cancel order asks first.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
    await visible(page.getByRole('heading', { name: 'Thank you for your order!' }));
    const keys = page.getByRole('region', { name: 'Your keys' }).getByRole('article');
    await until(async () => (await keys.count()) === 1);
    // No error toast: the cancel's 409 "Payment already received" shows the paid order instead.
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(orderSchema.parse(await call(apiPaths.orderDetail(orderId))).status).toBe('paid');
    await expectNoAxeViolations(page);
  });
});
