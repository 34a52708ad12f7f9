import { apiPaths, withdrawalConsent } from '@keyshop/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, type Session } from './api';
import { forEachDriver, startTestApp, type TestApp } from './helpers';

/**
 * Property: whatever arrives — random JSON, malformed JSON, wrong types, huge and unicode strings, odd query
 * strings, params and headers — the API never answers 5xx, and every 4xx is JSON with a `message`.
 */

const RUNS = 30;

// Any text: unicode graphemes (emoji, combining marks, RTL), with now and then a huge one.
const text = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(5_000), '€'.repeat(70_000), '😀'.repeat(20_000)) },
  // Characters PostgreSQL text refuses or that break naive encodings.
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'a\u0000b',
      '\u0000',
      '\uD800',
      'é\u0301',
      '\u202Eevil',
      "'; DROP TABLE users; --",
    ),
  },
);
const anyValue = fc.oneof(
  text,
  fc.jsonValue({ maxDepth: 3 }),
  fc.double(),
  fc.integer(),
  fc.maxSafeInteger(),
  fc.constant(null),
);

/** An object with the endpoint's own fields (valid-looking or not) plus random extra ones. */
const bodyWith = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.record(fields), fc.dictionary(text, anyValue, { maxKeys: 3 }))
        .map(([a, b]) => ({ ...b, ...a })),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
// Mostly well-formed values, so that requests get past the first check and reach the database.
const or = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: anyValue });
const email = or(fc.oneof(fc.emailAddress(), fc.constant('someone@example.com')));
const password = or(fc.string({ minLength: 8, maxLength: 20 }));
const username = or(fc.stringMatching(/^[A-Za-z0-9._-]{3,32}$/));
const productRef = or(fc.oneof(fc.integer({ min: -5, max: 60 }), fc.maxSafeNat(), fc.constant(2 ** 31)));
const items = or(
  fc.array(
    fc.record({ productId: productRef, qty: or(fc.integer({ min: -1, max: 12 })) }, { requiredKeys: [] }),
    {
      maxLength: 4,
    },
  ),
);
const consent = or(
  fc.record({ accepted: or(fc.constant(true)), version: or(fc.constant(withdrawalConsent.version)) }),
);
const idRef = or(fc.uuid());
const refundBody = bodyWith({ keyIds: or(fc.array(idRef, { maxLength: 3 })) });

// Header values must be ByteStrings for fetch: printable ASCII / Latin-1.
const headerText = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 200,
  }),
  fc.string({ unit: fc.integer({ min: 0xa0, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  fc.constant('x'.repeat(9_000)),
);

type Payload = { body?: string; contentType?: string };
/** A body as sent on the wire: JSON of the value, or raw text (malformed JSON), with some content type. */
const payload = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: value.map((v) => ({ body: JSON.stringify(v) ?? 'null', contentType: 'application/json' })),
    },
    { weight: 1, arbitrary: text.map((raw) => ({ body: raw, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.record({
        body: fc.option(text, { nil: undefined }),
        contentType: fc.option(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
            'multipart/form-data',
            'application/json',
          ),
          { nil: undefined },
        ),
      }),
    },
  );

type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path from a random param (ids, keys). */
  path: fc.Arbitrary<string>;
  body?: fc.Arbitrary<unknown>;
  /** Sends the test user's valid token half of the time (reaches the validation behind requireUser). */
  auth?: boolean;
};

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** One path segment as sent: encoded text, or raw malformed percent-encodings. */
const param = fc.oneof(
  text.map((s) => encodeURIComponent(s.replace(loneSurrogate, '\uFFFD'))),
  fc.uuid(),
  fc.integer().map(String),
  fc.constantFrom('..', '%', '%zz', '%E0%A4%A', '%00', '%C0%AF', '1%3BDROP%20TABLE%20users', '%20'),
);
const query = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'page',
          'limit',
          'search',
          'sortBy',
          'sortType',
          'featured',
          'minPrice',
          'maxPrice',
          'platform',
        ),
        text,
      ),
      fc.oneof(
        text,
        fc.integer().map(String),
        fc.constantFrom('name', 'price', 'asc', 'desc', 'true', '-1', '1e309', 'NaN'),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => `?${new URLSearchParams(pairs).toString()}`);

const endpoints: Record<string, Endpoint> = {
  register: {
    method: 'POST',
    path: fc.constant(apiPaths.register),
    body: bodyWith({ username, email, password }),
  },
  login: { method: 'POST', path: fc.constant(apiPaths.login), body: bodyWith({ email, password }) },
  verify: { method: 'GET', path: fc.constant(apiPaths.verify), auth: true },
  profile: { method: 'PUT', path: fc.constant(apiPaths.profile), body: bodyWith({ username }), auth: true },
  email: {
    method: 'PUT',
    path: fc.constant(apiPaths.email),
    body: bodyWith({ email, currentPassword: password }),
    auth: true,
  },
  password: {
    method: 'PUT',
    path: fc.constant(apiPaths.password),
    body: bodyWith({ currentPassword: password, newPassword: password, confirmPassword: password }),
    auth: true,
  },
  // Never with the real token: it would delete the account the other properties use.
  deleteAccount: { method: 'DELETE', path: fc.constant(apiPaths.users), body: anyValue },
  order: {
    method: 'POST',
    path: fc.constant(apiPaths.order),
    body: bodyWith({ items, consent }),
    auth: true,
  },
  orderDetail: { method: 'GET', path: param.map((id) => `${apiPaths.orders}/${id}`), auth: true },
  refund: {
    method: 'POST',
    path: param.map((id) => `${apiPaths.orders}/${id}/refund`),
    body: refundBody,
    auth: true,
  },
  orderKeys: { method: 'GET', path: param.map((id) => `${apiPaths.order}/${id}/keys`), auth: true },
  pay: {
    method: 'POST',
    path: param.map((id) => `${apiPaths.orders}/${id}/pay`),
    body: anyValue,
    auth: true,
  },
  cancel: {
    method: 'POST',
    path: param.map((id) => `${apiPaths.orders}/${id}/cancel`),
    body: anyValue,
    auth: true,
  },
  testSession: { method: 'GET', path: param.map((id) => `/api/payments/test/sessions/${id}`), auth: true },
  testPay: {
    method: 'POST',
    path: param.map((id) => `/api/payments/test/sessions/${id}/pay`),
    body: bodyWith({ cardNumber: or(text), expiry: or(text), cvc: or(text) }),
    auth: true,
  },
  testConfirm: {
    method: 'POST',
    path: param.map((id) => `/api/payments/test/sessions/${id}/confirm`),
    body: bodyWith({ outcome: or(fc.constantFrom('approve', 'fail')) }),
    auth: true,
  },
  // Unauthenticated: anything unsigned is a 400 (or 429 past the limit), never a 5xx.
  webhook: {
    method: 'POST',
    path: fc.constantFrom(
      apiPaths.paymentWebhook('test'),
      apiPaths.paymentWebhook('stripe'),
      '/api/payments/webhooks/x',
    ),
    body: anyValue,
  },
  orders: { method: 'GET', path: query.map((q) => `${apiPaths.orders}${q}`), auth: true },
  inventory: { method: 'GET', path: query.map((q) => `${apiPaths.inventory}${q}`), auth: true },
  reveal: {
    method: 'POST',
    path: param.map((id) => `${apiPaths.inventory}/${id}/reveal`),
    body: anyValue,
    auth: true,
  },
  subscribe: { method: 'POST', path: fc.constant(apiPaths.subscribe), body: bodyWith({ email }) },
  contact: {
    method: 'POST',
    path: fc.constant(apiPaths.contact),
    body: bodyWith({
      from_name: or(text),
      from_email: email,
      to_name: or(text),
      subject: or(text),
      message: or(text),
    }),
  },
  support: {
    method: 'POST',
    path: fc.constant(apiPaths.support),
    body: bodyWith({ email, name: or(text), message: or(text) }),
  },
  products: { method: 'GET', path: query.map((q) => `${apiPaths.products}${q}`) },
  product: { method: 'GET', path: param.map((id) => `${apiPaths.products}/${id}`) },
};

forEachDriver('fuzz', (driver) => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await startTestApp({
      driver,
      products: 10,
      // Limits stay reachable but do not turn every later request into a 429.
      env: {
        REGISTER_MAX_PER_IP: '1000',
        LOGIN_MAX_FAILS_PER_ACCOUNT: '1000',
        LOGIN_MAX_FAILS_PER_IP: '1000',
      },
    });
    session = await signUp(t, 'fuzz');
  });
  afterAll(() => t.close());

  it.each(Object.entries(endpoints))(
    '%s: no 5xx, every 4xx is JSON with a message',
    async (_name, endpoint) => {
      const headers = fc.record(
        {
          // Protected routes mostly get the real token, to reach the checks behind requireUser.
          authorization: fc.oneof(
            { weight: endpoint.auth ? 6 : 1, arbitrary: endpoint.auth ? fc.constant('valid') : headerText },
            { weight: 1, arbitrary: headerText.map((h) => `Bearer ${h}`) },
            { weight: 1, arbitrary: headerText },
          ),
          'idempotency-key': fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/), headerText),
          accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png'),
          // The client address behind a load balancer: the rate limits' key.
          'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerText),
        },
        { requiredKeys: endpoint.auth ? ['authorization'] : [] },
      );
      const request = fc.record({
        path: endpoint.path,
        headers,
        payload: endpoint.body ? payload(endpoint.body) : fc.constant<Payload>({}),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ path, headers: h, payload: p }) => {
          const sent: Record<string, string> = { ...h };
          if (sent.authorization === 'valid') sent.authorization = `Bearer ${session.token}`;
          if (p.contentType) sent['content-type'] = p.contentType;
          const res = await fetch(`${t.baseUrl}${path}`, {
            method: endpoint.method,
            headers: sent,
            body: p.body,
          });
          const raw = await res.text();
          expect(res.status, `${endpoint.method} ${path} → ${raw.slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.headers.get('content-type')).toMatch(/^application\/json/);
            expect(JSON.parse(raw)).toMatchObject({ message: expect.any(String) });
          }
        }),
        { numRuns: RUNS },
      );
    },
  );
});
