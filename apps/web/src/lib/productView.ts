import type { Order, Product } from '@keyshop/contracts';
import type { OrderSummaryLine } from '@keyshop/ui';
import type { CartLine } from '../state/cartRules';

// The one place where the API's field names meet the library's neutral ones: `company_name` → `name`,
// `img` → `image`, `cart_quantity`/an order item's `qty` → `quantity`, a product's `qty`/`totalQty` →
// `stock`/`stockTotal`. Views keep the API object's own fields beside the
// neutral ones, so a component's callbacks hand back what the app stores (a Product, a cart line, an order).

/** The shape of the API's covers (640×360, apps/api/src/seed/images.ts), for the cards' frames. */
export const coverAspectRatio = '16 / 9';

type ApiProduct = Pick<Product, 'company_name' | 'img'>;
type ApiStock = Pick<Product, 'qty' | 'totalQty'>;

/** A product (or a search result, wishlist item, inventory key) by its neutral name and image, as SearchBox, WishlistDropdown, … read it. */
export const toProductView = <P extends ApiProduct>(product: P) => ({
  ...product,
  name: product.company_name,
  image: product.img,
});

/** A product with its stock as ProductCard and ProductGrid read it. */
export const toProductCardView = <P extends ApiProduct & ApiStock>(product: P) => ({
  ...toProductView(product),
  stock: product.qty,
  stockTotal: product.totalQty,
});

/** A stored cart line as CartLine and CartList read it; its `qty` is the latest stock known for it. */
export const toCartLineView = (line: CartLine) => ({
  ...toProductView(line),
  quantity: line.cart_quantity,
  stock: line.qty,
});

/** A stored wishlist item as WishlistDropdown reads it, with the latest stock known for it. */
export const toWishlistItemView = <P extends ApiProduct & ApiStock>(product: P) => ({
  ...toProductView(product),
  stock: product.qty,
});

/** Cart lines as OrderSummary lines; a line on an announced sale shows its reference price struck through. */
export const cartSummaryLines = (lines: readonly CartLine[]): OrderSummaryLine[] =>
  lines.map((line) => ({
    id: line.id,
    name: line.company_name,
    quantity: line.cart_quantity,
    unitPrice: line.price,
    lowestPrice30d: line.sale ? line.lowestPrice30d : undefined,
  }));

/** A placed order's lines as OrderSummary lines. */
export const orderSummaryLines = (order: Order): OrderSummaryLine[] =>
  order.items.map((item) => ({
    id: item.productId,
    name: item.company_name,
    quantity: item.qty,
    unitPrice: item.unitPrice,
  }));

/** A product with its detail fields as ProductDetails reads it. */
export const toProductDetailsView = (product: Product) => ({
  ...toProductCardView(product),
  shortDescription: product.short_description,
});

/** Pictures a page carries inside its HTML: their address → a `data:` URL. */
export type InlinePictures = Readonly<Partial<Record<string, string>>>;

/** A picture's `src` as the page shows it: inside the HTML when the server loader inlined it, else its address. */
export const pictureSrc = <S extends string | null>(
  src: S,
  pictures: InlinePictures | undefined,
): S | string => (src ? pictures?.[src] : undefined) ?? src;

/** In a server loader: which of these pictures the page can carry inside its HTML (inlinePictures.server.ts). */
export type InlinePicturesOf = (srcs: readonly (string | null | undefined)[]) => Promise<InlinePictures>;
