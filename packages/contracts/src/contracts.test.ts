import { describe, expect, it } from 'vitest';
import {
  announcedReduction,
  canTransition,
  CARD_CVC_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_EXPIRY_MESSAGE,
  CARD_NUMBER_MESSAGE,
  expiryInFuture,
  fieldErrors,
  luhnValid,
  testCards,
  testPayRequestSchema,
  CONSENT_REQUIRED_MESSAGE,
  withdrawalConsent,
  contactRequestSchema,
  emailUpdateSchema,
  orderRequestSchema,
  parseOutbox,
  passwordUpdateSchema,
  productIdParamSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  passwordSchema,
  supportRequestSchema,
} from './index';

describe('product list query', () => {
  it('applies defaults and treats empty strings as unset', () => {
    expect(productListQuerySchema.parse({ search: '', minPrice: '' })).toEqual({ page: 1, limit: 100 });
  });

  it('coerces query strings and trims the search', () => {
    const query = productListQuerySchema.parse({
      page: '2',
      limit: '24',
      search: '  witcher ',
      featured: 'true',
    });
    expect(query).toMatchObject({ page: 2, limit: 24, search: 'witcher', featured: true });
  });

  it.each([
    [{ page: '-1' }, 'page'],
    [{ limit: '101' }, 'limit'],
    [{ sortBy: 'price; DROP TABLE' }, 'sortBy'],
    [{ platform: 'amiga' }, 'platform'],
    [{ minPrice: 'cheap' }, 'minPrice'],
    [{ minPrice: '50', maxPrice: '10' }, 'minPrice'],
    [{ inStock: 'yes' }, 'inStock'],
    [{ genres: 'x'.repeat(41) }, 'genres'],
  ])('rejects %o naming the field', (raw, field) => {
    const result = productListQuerySchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('facet filters', () => {
  it('reads genres as a comma list or repeated keys, trimmed, empty parts dropped', () => {
    expect(productListQuerySchema.parse({ genres: 'Action, RPG,' }).genres).toEqual(['Action', 'RPG']);
    expect(productListQuerySchema.parse({ genres: ['Action', 'Open World'] }).genres).toEqual([
      'Action',
      'Open World',
    ]);
  });

  it('reads inStock as a boolean', () => {
    expect(productListQuerySchema.parse({ inStock: 'true' }).inStock).toBe(true);
    expect(productListQuerySchema.parse({ inStock: 'false' }).inStock).toBe(false);
  });

  it('accepts a list answer with facets and highlights, and one without (the static fallback)', () => {
    const base = { success: true, results: [], total: 0, page: 1, limit: 10 };
    expect(productListResponseSchema.parse(base)).toEqual(base);
    const facets = {
      platforms: {
        all: 3,
        pc: 3,
        steam: 2,
        'epic-games': 1,
        'battle-net': 0,
        gog: 0,
        origin: 0,
        'microsoft-store': 0,
        xbox: 0,
        playstation: 0,
        nintendo: 0,
      },
      types: { game: 2, dlc: 1, subscription: 0 },
      genres: { Action: 2 },
      priceBands: [{ min: 0, max: null, count: 3 }],
      inStock: 1,
    };
    const full = { ...base, facets, highlights: [[[0, 3]]] };
    expect(productListResponseSchema.parse(full)).toEqual(full);
    expect(productListResponseSchema.safeParse({ ...full, highlights: [[[0]]] }).success).toBe(false);
    expect(
      productListResponseSchema.safeParse({ ...full, facets: { ...facets, platforms: { steam: 1 } } })
        .success,
    ).toBe(false);
  });
});

describe('product', () => {
  it('accepts a numeric string price and yields a number', () => {
    const product = productSchema.shape.price.parse('19.99');
    expect(product).toBe(19.99);
    expect(productSchema.shape.price.safeParse('free').success).toBe(false);
  });
});

describe('accounts', () => {
  it('normalises emails to lower case and validates usernames', () => {
    const body = registerRequestSchema.parse({
      username: 'neo_1',
      email: ' Neo@Example.COM ',
      password: 'correct horse',
    });
    expect(body.email).toBe('neo@example.com');
    expect(registerRequestSchema.safeParse({ ...body, username: 'no spaces' }).success).toBe(false);
    for (const username of ['José', 'Ünal', 'Zoë_2', 'Łukasz.k', 'Ольга', '山田太郎', 'محمد']) {
      expect(registerRequestSchema.safeParse({ ...body, username }).data?.username, username).toBe(username);
    }
    // Decomposed accents become the composed form: one name, however it was typed.
    expect(registerRequestSchema.parse({ ...body, username: 'Jose\u0301' }).username).toBe('José');
    for (const username of ['a b', 'x<y', 'emoji😀', 'ab']) {
      expect(registerRequestSchema.safeParse({ ...body, username }).success, username).toBe(false);
    }
    expect(registerRequestSchema.safeParse({ ...body, password: 'short' }).success).toBe(false);
  });

  it('counts a password in characters (code points), refuses whitespace only, and takes only a whole link secret', () => {
    expect(passwordSchema.safeParse('🔑'.repeat(7)).success).toBe(false);
    expect(passwordSchema.safeParse('🔑'.repeat(8)).success).toBe(true);
    expect(passwordSchema.safeParse(' '.repeat(8)).error?.issues[0]?.message).toBe(
      'Password cannot be only spaces',
    );
    const token = 'A'.repeat(43);
    expect(resetPasswordRequestSchema.safeParse({ token, password: 'quiet harbour' }).success).toBe(true);
    for (const bad of ['A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`, '']) {
      expect(
        resetPasswordRequestSchema.safeParse({ token: bad, password: 'quiet harbour' }).success,
        bad,
      ).toBe(false);
    }
  });

  it('says which field is wrong for a password mismatch or a missing current password', () => {
    const mismatch = passwordUpdateSchema.safeParse({
      currentPassword: 'x',
      newPassword: '12345678',
      confirmPassword: '87654321',
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    });
    const missing = emailUpdateSchema.safeParse({ email: 'a@b.co', currentPassword: '' });
    expect(missing.error?.issues[0]?.message).toBe('Please enter your current password');
  });
});

describe('orders', () => {
  it('rejects empty orders, zero quantities and repeated products', () => {
    expect(orderRequestSchema.safeParse({ items: [] }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ items: [{ productId: 1, qty: 0 }] }).success).toBe(false);
    expect(
      orderRequestSchema.safeParse({
        items: [
          { productId: 1, qty: 1 },
          { productId: 1, qty: 2 },
        ],
      }).success,
    ).toBe(false);
    expect(
      orderRequestSchema.parse({
        items: [{ productId: 1, qty: 2 }],
        consent: { accepted: true, version: withdrawalConsent.version },
      }).items,
    ).toHaveLength(1);
  });
});

describe('free text', () => {
  it.each([
    [productListQuerySchema, { search: 'a\u0000b' }],
    [productIdParamSchema, { id: '1\u0000' }],
    [contactRequestSchema, { from_name: 'A\u0000', from_email: 'a@example.com', subject: 's', message: 'm' }],
    [supportRequestSchema, { email: 'a@example.com', message: 'hi\u0000' }],
  ] as const)('rejects NUL characters, which PostgreSQL text cannot hold', (schema, value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Text must not contain NUL characters');
  });
});

describe('order request', () => {
  it('rejects product ids beyond the database integer range', () => {
    const result = orderRequestSchema.safeParse({
      items: [{ productId: 2 ** 31, qty: 1 }],
      consent: { accepted: true, version: withdrawalConsent.version },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['items', 0, 'productId'],
      message: 'Unknown product',
    });
  });
});

describe('order request', () => {
  const items = [{ productId: 1, qty: 1 }];
  const consent = { accepted: true, version: withdrawalConsent.version };

  it('requires the withdrawal consent with a clear message', () => {
    for (const body of [{ items }, { items, consent: { accepted: false, version: consent.version } }]) {
      const result = orderRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: expect.arrayContaining(['consent']) });
      expect(result.error?.issues[0]?.message).toBe(CONSENT_REQUIRED_MESSAGE);
    }
    expect(orderRequestSchema.safeParse({ items, consent }).success).toBe(true);
  });

  it('takes startPayment as a yes or no only', () => {
    expect(orderRequestSchema.parse({ items, consent, startPayment: true }).startPayment).toBe(true);
    const result = orderRequestSchema.safeParse({ items, consent, startPayment: 'yes' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['startPayment'] });
  });

  it('refuses an outdated consent text', () => {
    const result = orderRequestSchema.safeParse({
      items,
      consent: { accepted: true, version: '2000-01-01' },
    });
    expect(result.error?.issues[0]?.message).toMatch(/consent text has changed/);
  });
});

describe('payments', () => {
  it('allows each transition to its actor only', () => {
    expect(canTransition('awaiting_payment', 'paid', 'provider')).toBe(true);
    expect(canTransition('awaiting_payment', 'paid', 'shopper')).toBe(false);
    expect(canTransition('awaiting_payment', 'cancelled', 'shopper')).toBe(true);
    expect(canTransition('payment_failed', 'expired', 'system')).toBe(true);
    expect(canTransition('paid', 'cancelled', 'shopper')).toBe(false);
    expect(canTransition('paid', 'payment_failed', 'provider')).toBe(false);
    expect(canTransition('expired', 'paid', 'provider')).toBe(true);
    expect(canTransition('refunded', 'paid', 'provider')).toBe(false);
  });

  it('takes a test card with spaces, checks Luhn, expiry and CVC', () => {
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    expect(testPayRequestSchema.parse(card)).toEqual({ ...card, cardNumber: testCards.succeeds });
    const errors = (value: Record<string, string>) => {
      const result = testPayRequestSchema.safeParse({ ...card, ...value });
      return result.success ? [] : fieldErrors(result.error);
    };
    expect(errors({ cardNumber: '4242 4242 4242 4241' })).toEqual([
      { field: 'cardNumber', message: CARD_NUMBER_MESSAGE },
    ]);
    expect(errors({ expiry: '1/2' })).toEqual([{ field: 'expiry', message: CARD_EXPIRY_MESSAGE }]);
    expect(errors({ expiry: '00/30' })).toEqual([{ field: 'expiry', message: CARD_EXPIRY_MESSAGE }]);
    expect(errors({ expiry: '12/20' })).toEqual([{ field: 'expiry', message: CARD_EXPIRED_MESSAGE }]);
    expect(errors({ cvc: '12a' })).toEqual([{ field: 'cvc', message: CARD_CVC_MESSAGE }]);
    // Letters: one message for the number, not one per failed check.
    expect(errors({ cardNumber: 'abcd efgh ijkl mnop' })).toEqual([
      { field: 'cardNumber', message: CARD_NUMBER_MESSAGE },
    ]);
    for (const number of Object.values(testCards)) expect(luhnValid(number)).toBe(true);
  });

  it('counts a card valid to the end of its expiry month', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(expiryInFuture('11/26', now)).toBe(true);
    expect(expiryInFuture('10/26', now)).toBe(false);
  });
});

describe('announced price reduction', () => {
  it('measures a sale against the lowest price of the 30 days before it and announces only a real reduction', () => {
    expect(announcedReduction(26.63, 35.5)).toEqual({ referencePrice: 35.5, percentOff: 25 });
    // /product/202 before: "−25%" from €35.50 while the 30-day lowest was €17.75.
    expect(announcedReduction(26.63, 17.75)).toBeNull();
    // The 30-day lowest equal to the sale price: no reduction.
    expect(announcedReduction(24.85, 24.85)).toBeNull();
    expect(announcedReduction(9.99, 10)).toBeNull();
    expect(announcedReduction(9.99, null)).toBeNull();
    expect(announcedReduction(0, 0)).toBeNull();
  });
});

describe('mail outbox', () => {
  const mail = {
    date: '2026-11-28T07:00:00.000Z',
    from: 'Keyshop <orders@keyshop.example>',
    to: 'someone@example.com',
    subject: 'Your Keyshop order 1',
    text: 'Hello',
    html: '<p>Hello</p>',
  };
  const line = JSON.stringify(mail) + '\n';

  it('reads each finished line and leaves out one still being written', () => {
    expect(parseOutbox('')).toEqual([]);
    expect(parseOutbox(line + line)).toEqual([mail, mail]);
    expect(parseOutbox(line + line.slice(0, 40))).toEqual([mail]);
  });

  it('refuses a line that is not a message', () => {
    expect(() => parseOutbox('{"to":"someone@example.com"}\n')).toThrow();
  });
});
