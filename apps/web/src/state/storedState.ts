import { cart } from './cart';
import { session } from './session';
import { wishlist } from './wishlist';

/** Settles once the session, cart and wishlist have been read from storage (their schemas load lazily). */
export const storedStateReady: Promise<void> = Promise.all([
  session.ready,
  cart.lines.ready,
  wishlist.items.ready,
]).then(() => {});
