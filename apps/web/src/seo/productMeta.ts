import { productPagePath, type Product } from '@keyshop/contracts';
import { absoluteUrl, pageMeta, type MetaDescriptor } from './pageMeta';

const DESCRIPTION_LENGTH = 160;

const euros = (amount: number | string) => Number(amount).toFixed(2);

/** Plain text of at most DESCRIPTION_LENGTH characters, cut at a word with an ellipsis. */
function summary(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * A product page: its head tags (the cover as preview image), a schema.org Product with an Offer in euros
 * whose availability follows the current stock (a sale's price with its end and the regular price it
 * undercuts), and the Home › Products › product breadcrumb.
 */
export function productMeta({ origin, product }: { origin: string; product: Product }): MetaDescriptor[] {
  const url = absoluteUrl(origin, productPagePath(product.id));
  const description =
    summary(product.short_description || product.description) || `${product.company_name} game key.`;
  const images = [product.img, ...product.screenshots]
    .filter((image): image is string => Boolean(image))
    .map((image) => absoluteUrl(origin, image));
  return [
    ...pageMeta({
      origin,
      path: productPagePath(product.id),
      title: product.company_name,
      description,
      image: product.img,
      type: 'product',
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.company_name,
        description,
        sku: product.productId,
        url,
        ...(images.length ? { image: images } : {}),
        ...(product.developers[0] ? { brand: { '@type': 'Brand', name: product.developers[0] } } : {}),
        offers: {
          '@type': 'Offer',
          url,
          price: euros(product.price),
          priceCurrency: 'EUR',
          availability: `https://schema.org/${product.qty > 0 ? 'InStock' : 'OutOfStock'}`,
          // During an announced sale `price` is the sale price: until when it holds, and the reference it
          // undercuts (the lowest price of the 30 days before the sale).
          ...(product.sale && product.lowestPrice30d != null
            ? {
                priceValidUntil: product.sale.endsAt.slice(0, 10),
                priceSpecification: {
                  '@type': 'UnitPriceSpecification',
                  priceType: 'https://schema.org/StrikethroughPrice',
                  price: euros(product.lowestPrice30d),
                  priceCurrency: 'EUR',
                },
              }
            : {}),
        },
      },
    },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl(origin, '/') },
          { '@type': 'ListItem', position: 2, name: 'Products', item: absoluteUrl(origin, '/products') },
          { '@type': 'ListItem', position: 3, name: product.company_name, item: url },
        ],
      },
    },
  ];
}
