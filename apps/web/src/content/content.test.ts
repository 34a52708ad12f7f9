import { personalPagePaths, publicPagePaths, regionLabels } from '@keyshop/contracts';
import { describe, expect, it } from 'vitest';
import * as content from './index';
import { readCatalogueView } from '../state/catalogueParams';
import {
  about,
  aboutUs,
  accessibility,
  blog,
  cookies,
  faq,
  footer,
  home,
  howToActivate,
  howToBuy,
  impressum,
  privacyPolicy,
  termsAndConditions,
  type ContentPage,
} from './index';

/** The route table of the storefront spec (section 2), as contracts list it for the sitemap and robots.txt. */
const specRoutes: string[] = [...publicPagePaths, ...personalPagePaths];

/** Every link `href` anywhere in the content, found by walking the data. */
function linkTargets(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linkTargets);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'href' && typeof child === 'string' ? [child] : linkTargets(child),
  );
}

/** All prose of a value, joined, for fact checks. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(text).join('\n');
  if (value !== null && typeof value === 'object') return Object.values(value).map(text).join('\n');
  return '';
}

const pages: Record<string, ContentPage> = {
  aboutUs,
  accessibility,
  cookies,
  impressum,
  privacyPolicy,
  termsAndConditions,
  howToBuy,
  howToActivate,
};

describe('links', () => {
  const targets = linkTargets(content);

  it('finds the links it checks', () => {
    expect(targets.length).toBeGreaterThan(50);
  });

  it.each(targets.filter((to) => to.startsWith('/')))('internal link %s is a spec route', (to) => {
    expect(specRoutes).toContain(to.split(/[?#]/)[0]);
  });

  it('leaves the app only through https or mailto', () => {
    for (const to of targets.filter((target) => !target.startsWith('/'))) {
      expect(to).toMatch(/^(https:\/\/|mailto:)/);
    }
  });
});

describe('pages', () => {
  it.each(Object.entries(pages))('%s has unique section ids and no empty sections', (_name, page) => {
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of page.sections) {
      const parts = [section.paragraphs, section.list, section.steps, section.definitions, section.links];
      expect(parts.some((part) => part && part.length > 0)).toBe(true);
    }
  });

  it('carries no placeholder text', () => {
    expect(text(content)).not.toMatch(/lorem ipsum|TODO|TBD|\{host\}/i);
  });
});

describe('How to Buy', () => {
  it('has exactly nine steps in the order of the spec', () => {
    const steps = howToBuy.sections.flatMap((section) => section.steps ?? []);
    expect(steps).toHaveLength(9);
    const titles = steps.map((step) => step.title.toLowerCase());
    const expected = [
      'account',
      'search',
      'seller offer',
      'cart',
      'buyer protection',
      'pay',
      'receive',
      'redeem',
      'download',
    ];
    expected.forEach((word, index) => expect(titles[index]).toContain(word));
    expect(steps[6]?.body).toMatch(/e-mail/);
    expect(steps[6]?.body).toMatch(/Inventory tab of My Account/);
  });

  it('promises only what the store has: one offer per product, protection included, cards', () => {
    const steps = text(howToBuy);
    expect(steps).not.toMatch(/compare the offers|small fee|digital wallet|PayPal|My Purchases/i);
    expect(steps).toMatch(/nothing to add or pay for at checkout/);
  });
});

describe('How to Activate', () => {
  it('covers exactly the twelve platforms of the spec', () => {
    expect(howToActivate.platforms.map((platform) => platform.name)).toEqual([
      'Steam',
      'PlayStation',
      'Xbox',
      'Microsoft Store',
      'Nintendo',
      'Epic Games',
      'GOG',
      'Ubisoft Connect',
      'EA App',
      'Keyshop',
      'Rockstar Games Launcher',
      'Itch.io',
    ]);
    for (const platform of howToActivate.platforms) expect(platform.steps.length).toBeGreaterThan(0);
  });

  it.each([
    ['steam', 15],
    ['playstation', 12],
    ['xbox', 25],
    ['microsoft-store', 25],
    ['nintendo', 16],
  ])('%s codes have %i characters, matching the format and the steps', (id, length) => {
    const platform = howToActivate.platforms.find((candidate) => candidate.id === id);
    expect(platform?.code?.length).toBe(length);
    expect(platform?.code?.format.replaceAll('-', '')).toHaveLength(length);
    expect(text(platform?.steps)).toContain(`${length}-character`);
  });

  it('groups Steam keys 5-5-5', () => {
    expect(howToActivate.platforms[0]?.code?.format).toBe('XXXXX-XXXXX-XXXXX');
  });

  it('redeems Keyshop keys in the account Inventory and ends with tips', () => {
    const keyshop = howToActivate.platforms.find((platform) => platform.id === 'keyshop');
    expect(linkTargets(keyshop)).toContain('/account?tab=inventory');
    expect(howToActivate.sections.map((section) => section.id)).toContain('tips');
  });
});

describe('Blog', () => {
  it('has four articles with ISO dates and several long paragraphs each', () => {
    expect(blog.articles).toHaveLength(4);
    expect(new Set(blog.articles.map((article) => article.id)).size).toBe(4);
    for (const article of blog.articles) {
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.date))).toBe(false);
      expect(article.content.length).toBeGreaterThanOrEqual(3);
      expect(article.content.join(' ').length).toBeGreaterThan(1000);
    }
  });
});

describe('FAQ', () => {
  it('has four labelled categories of five questions each, linking to their pages', () => {
    expect(faq.categories.map((category) => [category.id, category.label, category.href])).toEqual([
      ['account', 'Account', '/faq/account'],
      ['products', 'Products', '/faq/products'],
      ['payments', 'Payments', '/faq/payments'],
      ['others', 'Others', '/faq/others'],
    ]);
    for (const category of faq.categories) expect(category.entries).toHaveLength(5);
    expect(faq.viewAllLabel).toBe('View All Articles');
    expect(faq.contact.email).toBe('support@keyshop.example');
  });

  it('states the answers of the spec', () => {
    const answers = faq.categories.flatMap((category) => category.entries.map((entry) => entry.answer));
    const find = (pattern: RegExp) => answers.filter((answer) => pattern.test(answer));
    expect(find(/refund requests can be made within 14 days of purchase/i)).toHaveLength(1);
    expect(find(/valid indefinitely unless stated otherwise/i)).toHaveLength(1);
    expect(find(/USD, EUR and GBP/)).toHaveLength(1);
    // …as card currencies: the store charges euros only, and takes cards, no wallets.
    expect(find(/charged in euros only/)).toHaveLength(1);
    expect(text(faq)).not.toMatch(/PayPal|wallet/i);
    expect(find(/refund within 14 days of purchase if the key has not been activated/i)).toHaveLength(1);
    expect(find(/English, Spanish and French/)).toHaveLength(1);
  });
});

describe('legal pages', () => {
  it('terms state VAT-inclusive euro prices, delivery times, claim and refund windows, withdrawal and validity', () => {
    const terms = text(termsAndConditions);
    expect(terms).toMatch(/euros \(EUR\) and include the statutory value added tax \(VAT\)/);
    expect(terms).toMatch(/typically instant/);
    expect(terms).toMatch(/up to 24 hours/);
    expect(terms).toMatch(/report it to our support team within 14 days of purchase/);
    expect(terms).toMatch(/refund within 14 days of purchase if the key has not been activated/);
    expect(terms).toMatch(/right of withdrawal expires once we begin delivery/);
    expect(terms).toMatch(/expressly consented/);
    expect(terms).toMatch(/valid indefinitely unless stated otherwise/);
    // The region check: the regions of the contracts, and what happens to a flagged key.
    for (const label of Object.values(regionLabels)) expect(terms).toContain(label);
    expect(terms).toMatch(/buy it anyway or to remove it/);
  });

  it('privacy policy names the controller, the data, the legal bases and every right', () => {
    const policy = text(privacyPolicy);
    expect(policy).toContain('Keyshop GmbH');
    for (const data of ['username', 'e-mail address', 'order', 'message', 'newsletter']) {
      expect(policy.toLowerCase()).toContain(data);
    }
    for (const basis of ['Art. 6(1)(a)', 'Art. 6(1)(b)', 'Art. 6(1)(f)']) expect(policy).toContain(basis);
    for (const right of ['Art. 15', 'Art. 16', 'Art. 17', 'Art. 18', 'Art. 20', 'Art. 21', 'Art. 77']) {
      expect(policy).toContain(right);
    }
    expect(policy).toMatch(/supervisory authority/);
    expect(policy).toMatch(/Retention/);
  });

  it('cookies page lists exactly the six local storage keys and rules out tracking', () => {
    const section = cookies.sections.find((candidate) => candidate.id === 'local-storage');
    expect(section?.definitions?.map((definition) => definition.term)).toEqual([
      'token',
      'user',
      'cart',
      'wishlist',
      'darkMode',
      'country',
    ]);
    for (const definition of section?.definitions ?? []) {
      expect(definition.description).toMatch(/^(Strictly necessary|Functional)\./);
    }
    expect(text(cookies)).toMatch(/do not allow third parties to track you/);
  });

  it('accessibility statement claims partial WCAG 2.1 AA conformance and says how to report problems', () => {
    const statement = text(accessibility);
    expect(statement).toMatch(/partially conformant with WCAG 2.1 level AA/);
    expect(accessibility.sections.map((section) => section.id)).toEqual(
      expect.arrayContaining(['known-limitations', 'feedback', 'statement-date']),
    );
    expect(accessibility.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('impressum gives the company details of Keyshop GmbH', () => {
    const terms = impressum.sections
      .flatMap((section) => section.definitions ?? [])
      .map((entry) => entry.term);
    expect(terms).toEqual(
      expect.arrayContaining(['Company', 'Address', 'Managing director', 'Commercial register', 'E-mail']),
    );
    expect(text(impressum)).toContain('Keyshop GmbH');
  });

  it('about us restates the refund window', () => {
    expect(text(aboutUs)).toMatch(/within 14 days of purchase if the key has not been activated/);
  });
});

describe('/about', () => {
  it('is an under-construction notice titled About Page', () => {
    expect(about.title).toBe('About Page');
    expect(about.heading).toBe('Under Construction');
  });
});

describe('footer', () => {
  it('has the three selling points', () => {
    expect(footer.sellingPoints.map((point) => point.title)).toEqual([
      'Quick delivery',
      'Great prices',
      '24/7 customer service',
    ]);
  });

  it('has the link groups of the spec', () => {
    const groups = footer.linkGroups.map((group) => [group.heading, group.links.map((link) => link.href)]);
    expect(groups).toEqual([
      ['Product', ['/HowToBuy', '/HowToActivate', '/faq']],
      ['Security', ['/TermsAndConditions', '/PrivacyPolicy', '/Cookies']],
      ['Company', ['/AboutUs', '/ContactUs']],
    ]);
    expect(footer.legalLinks.map((link) => link.href)).toEqual(['/Impressum', '/Accessibility']);
  });

  it('names the payment methods, notes SSL and computes the copyright year', () => {
    expect(footer.paymentMethods.map((method) => method.id)).toEqual(['card', 'wallet', 'bank-transfer']);
    expect(footer.sslNote).toMatch(/SSL/);
    expect(footer.copyright(2031)).toBe('© 2031 Keyshop GmbH. All rights reserved.');
  });
});

describe('home', () => {
  it('has four carousel slides with alt text and targets', () => {
    expect(home.slides).toHaveLength(4);
    for (const slide of home.slides) {
      expect(slide.alt.length).toBeGreaterThan(10);
      expect(slide.title && slide.subtitle).toBeTruthy();
    }
  });

  it('has the category bar of the spec, each button opening the list it names (issue 56)', () => {
    const views = Object.fromEntries(
      home.categories.map(({ label, href }) => {
        const url = new URL(href, 'https://keyshop.test');
        return [label, url.pathname === '/products' ? readCatalogueView(url.searchParams) : url.pathname];
      }),
    );
    expect(Object.keys(views)).toEqual([
      'Browse All',
      'PC',
      'Xbox',
      'PlayStation',
      'Nintendo',
      'Games',
      'DLCs',
      'Subscriptions',
      'Support Center',
    ]);
    const all = readCatalogueView(new URLSearchParams());
    expect(views['Browse All']).toEqual(all);
    expect(views.PC).toEqual({ ...all, platform: 'pc' });
    expect(views.Xbox).toEqual({ ...all, platform: 'xbox' });
    expect(views.PlayStation).toEqual({ ...all, platform: 'playstation' });
    expect(views.Nintendo).toEqual({ ...all, platform: 'nintendo' });
    expect(views.Games).toEqual({ ...all, type: 'game' });
    expect(views.DLCs).toEqual({ ...all, type: 'dlc' });
    expect(views.Subscriptions).toEqual({ ...all, type: 'subscription' });
    expect(views['Support Center']).toBe('/support');
  });
});
