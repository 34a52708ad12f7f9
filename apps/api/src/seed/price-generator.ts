import { announcedReduction, LOWEST_PRICE_DAYS } from '@keyshop/contracts';
import type { Sale } from '../db/prices-repo';
import { discountedPrice, lowestPrice } from '../catalogue/pricing';
import { createRng, seedFor } from './random';

const SALT_PRICING = 3;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Share of the catalogue on sale at seeding time, as in a key shop's everyday catalogue. */
export const SALE_SHARE = 0.25;
const percents = [10, 15, 20, 25, 30, 33, 40, 50, 60, 75] as const;

export type GeneratedPricing = {
  history: { changedAt: Date; price: number }[];
  sale: Sale | null;
};

/**
 * A plausible price history of product `id` up to `now` (deterministic per product and `now`): listed months
 * ago, sometimes at a higher launch price, sometimes on an earlier sale, and, for about a quarter of the
 * catalogue, on a sale now (started up to 10 days ago, ending within 2 weeks). Times fall on whole hours.
 * A sale takes its percentage off the lowest price of the 30 days before it starts, as the reduction is
 * announced against that price: every generated sale is a real reduction.
 */
export function generatePricing(id: number, regular: number, now: Date): GeneratedPricing {
  const rng = createRng(seedFor(id, SALT_PRICING));
  const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const daysAgo = (days: number) => new Date(hour - days * DAY_MS);
  const history: GeneratedPricing['history'] = [];
  const launchPrice = rng.chance(0.3) && regular >= 5 ? Math.round(regular * 1.25) - 0.01 : regular;
  history.push({ changedAt: daysAgo(rng.int(90, 400)), price: launchPrice });
  if (launchPrice !== regular) history.push({ changedAt: daysAgo(rng.int(61, 89)), price: regular });
  if (rng.chance(0.35)) {
    // An earlier sale, over before the current one could begin.
    const start = rng.int(24, 55);
    history.push({ changedAt: daysAgo(start), price: discountedPrice(regular, rng.pick(percents)) });
    history.push({ changedAt: daysAgo(start - rng.int(3, 10)), price: regular });
  }
  let sale: Sale | null = null;
  if (rng.chance(SALE_SHARE)) {
    const startsAt = new Date(daysAgo(rng.int(0, 10)).getTime() - rng.int(1, 23) * HOUR_MS);
    const endsAt = daysAgo(-rng.int(1, 14));
    const reference = lowestPrice(
      history,
      new Date(startsAt.getTime() - LOWEST_PRICE_DAYS * DAY_MS),
      startsAt,
    );
    const price = discountedPrice(reference ?? regular, rng.pick(percents));
    if (announcedReduction(price, reference ?? regular)) {
      sale = { price, startsAt, endsAt };
      history.push({ changedAt: startsAt, price }, { changedAt: endsAt, price: regular });
    }
  }
  return { history, sale };
}
