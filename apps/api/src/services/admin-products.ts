import { createHash, randomUUID } from 'node:crypto';
import {
  COVER_MAX_BYTES,
  type AdminProductListResponse,
  type AdminProductRequest,
  type AdminProductResponse,
  type AdminSale,
  type CoverType,
  type SaleRequest,
} from '@keyshop/contracts/admin-products';
import { activation } from '../seed/generator';
import { platformInfo, platformKeys, type PlatformKey } from '../seed/platforms';
import { lowestPriceBeforeSale } from '../catalogue/pricing';
import { toProduct } from '../catalogue/to-product';
import {
  findAdminProduct,
  insertProduct,
  listAdminProducts,
  saveCover,
  setPublished,
  updateProduct,
  type AdminProductRow,
  type ProductFields,
} from '../db/admin-products-repo';
import { recordAudit } from '../db/audit-repo';
import type { Orm, Tx } from '../db/database';
import { clearSale, recordCurrentPrice, setSale } from '../db/prices-repo';
import { DomainError } from '../errors';
import { ValidationError } from '../errors';
import type { CatalogueSync } from './catalogue-sync';
import type { Actor } from './roles';

/**
 * The operator's product writes. Each runs in one transaction with its audit entry (the product before and
 * after), then has every process's read model rebuilt (CatalogueSync.announceChange, through Redis): a product
 * that changed name, price, sale or publication moves in every order, band and facet. A sale's start and end
 * need no message: each read model re-prices at those moments itself (CatalogueReadModel.reprice).
 */
export type AdminProductDeps = { db: Orm; catalogue: CatalogueSync };

const productNotFound = () => new DomainError('not_found', 'Product not found');

// Own keys only: `in` would take "__proto__" or "constructor" for a platform.
const isPlatform = (key: string): key is PlatformKey => Object.hasOwn(platformInfo, key);

function toFields(request: AdminProductRequest): ProductFields {
  const platform = request.platform;
  if (!isPlatform(platform)) {
    throw new ValidationError([
      { field: 'platform', message: `Platform must be one of ${platformKeys.join(', ')}` },
    ]);
  }
  return {
    companyName: request.company_name,
    price: request.price,
    featured: request.featured,
    platform,
    platforms: Object.fromEntries(platformKeys.map((key) => [key, key === platform])),
    genres: request.genres,
    regionalLimitations: request.regionalLimitations,
    description: request.description,
    shortDescription: request.short_description,
    activationDetails: activation(platform),
  };
}

const saleOf = (row: AdminProductRow): AdminSale | null =>
  row.salePrice != null && row.saleStartsAt && row.saleEndsAt
    ? {
        price: Number(row.salePrice),
        startsAt: row.saleStartsAt.toISOString(),
        endsAt: row.saleEndsAt.toISOString(),
      }
    : null;

/** The product as the storefront shows it now (whether published or not) and the operator's settings. */
function toResponse(row: AdminProductRow): AdminProductResponse {
  const sale = saleOf(row);
  const lowest = sale ? lowestPriceBeforeSale(row.historyBeforeSale, sale.startsAt) : null;
  return {
    product: toProduct(row, lowest),
    published: row.published,
    sale,
    lowStockThreshold: row.lowStockThreshold,
  };
}

/** What the audit log keeps of a product: the operator's fields (the long texts by their length). */
const snapshot = (row: AdminProductRow) => ({
  company_name: row.companyName,
  price: Number(row.price),
  featured: row.featured,
  platform: row.platform,
  genres: row.genres,
  regionalLimitations: row.regionalLimitations,
  description: row.description,
  short_description: row.shortDescription,
  img: row.img,
  published: row.published,
  sale: saleOf(row),
});

/**
 * Locks the product, runs `write`, records the audit entry and, once committed, rebuilds the read models.
 * Answers the product after.
 */
async function writeProduct(
  deps: AdminProductDeps,
  actor: Actor,
  productId: number,
  action: string,
  write: (tx: Tx, before: AdminProductRow) => Promise<void>,
): Promise<AdminProductResponse> {
  const { before, after } = await deps.db.transaction(async (tx) => {
    const before = await findAdminProduct(tx, productId, { forUpdate: true });
    if (!before) throw productNotFound();
    await write(tx, before);
    const after = (await findAdminProduct(tx, productId))!;
    await recordAudit(tx, {
      actorId: actor.id,
      actor: actor.name,
      action,
      targetType: 'product',
      targetId: String(productId),
      before: snapshot(before),
      after: snapshot(after),
    });
    return { before, after };
  });
  // A product unpublished before and after is in no read model.
  if (before.published || after.published) await deps.catalogue.announceChange();
  return toResponse(after);
}

export async function getAdminProduct(
  deps: Pick<AdminProductDeps, 'db'>,
  productId: number,
): Promise<AdminProductResponse> {
  const row = await findAdminProduct(deps.db, productId);
  if (!row) throw productNotFound();
  return toResponse(row);
}

/** A page of products with their stock and low-stock thresholds (`defaultThreshold`: LOW_STOCK_THRESHOLD). */
export async function listProducts(
  deps: Pick<AdminProductDeps, 'db'> & { defaultThreshold: number },
  query: { q: string; page: number; pageSize: number },
): Promise<AdminProductListResponse> {
  const { q, page, pageSize } = query;
  const rows = await listAdminProducts(deps.db, q, { offset: (page - 1) * pageSize, limit: pageSize + 1 });
  return {
    products: rows.slice(0, pageSize).map((row) => ({
      id: row.id,
      company_name: row.companyName,
      price: Number(row.price),
      qty: row.qty,
      published: row.published,
      onSale: row.onSale,
      lowStockThreshold: row.lowStockThreshold,
    })),
    defaultThreshold: deps.defaultThreshold,
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}

/** A new product, unpublished until the operator publishes it (keys and a cover usually come first). */
export async function createProduct(
  deps: AdminProductDeps,
  actor: Actor,
  request: AdminProductRequest,
): Promise<AdminProductResponse> {
  const fields = toFields(request);
  const row = await deps.db.transaction(async (tx) => {
    const id = await insertProduct(tx, fields, (id) => ({
      originalId: randomUUID(),
      productId: randomUUID(),
      kinguinId: 1_000_000 + id,
      img: null,
    }));
    const row = (await findAdminProduct(tx, id))!;
    await recordAudit(tx, {
      actorId: actor.id,
      actor: actor.name,
      action: 'product.create',
      targetType: 'product',
      targetId: String(id),
      before: null,
      after: snapshot(row),
    });
    return row;
  });
  // Unpublished: no read model holds it yet.
  return toResponse(row);
}

/**
 * Writes the operator's fields. A new regular price goes into the price history now (when it changes the
 * current price) and replaces the regular price a scheduled sale's end returns to.
 */
export async function editProduct(
  deps: AdminProductDeps,
  actor: Actor,
  productId: number,
  request: AdminProductRequest,
): Promise<AdminProductResponse> {
  const fields = toFields(request);
  return writeProduct(deps, actor, productId, 'product.update', async (tx, before) => {
    await updateProduct(tx, productId, fields);
    if (Number(before.price) === fields.price) return;
    const sale = saleOf(before);
    if (sale && new Date(sale.endsAt) > new Date()) {
      if (sale.price >= fields.price) {
        throw new ValidationError([
          { field: 'price', message: 'Price must be above the scheduled sale price' },
        ]);
      }
      await setSale(tx, productId, {
        price: sale.price,
        startsAt: new Date(sale.startsAt),
        endsAt: new Date(sale.endsAt),
      });
    } else {
      await recordCurrentPrice(tx, productId);
    }
  });
}

export async function publishProduct(
  deps: AdminProductDeps,
  actor: Actor,
  productId: number,
  published: boolean,
): Promise<AdminProductResponse> {
  return writeProduct(
    deps,
    actor,
    productId,
    published ? 'product.publish' : 'product.unpublish',
    async (tx) => {
      await setPublished(tx, productId, published);
    },
  );
}

/** Puts the product on sale (replacing its sale): below its regular price, ending in the future. */
export async function scheduleSale(
  deps: AdminProductDeps,
  actor: Actor,
  productId: number,
  sale: SaleRequest,
): Promise<AdminProductResponse> {
  if (sale.endsAt.getTime() <= Date.now()) {
    throw new ValidationError([{ field: 'endsAt', message: 'End must be in the future' }]);
  }
  return writeProduct(deps, actor, productId, 'product.sale', async (tx, before) => {
    if (sale.price >= Number(before.price)) {
      throw new ValidationError([{ field: 'price', message: 'Sale price must be below the regular price' }]);
    }
    await setSale(tx, productId, sale);
  });
}

export async function cancelSale(
  deps: AdminProductDeps,
  actor: Actor,
  productId: number,
): Promise<AdminProductResponse> {
  return writeProduct(deps, actor, productId, 'product.sale_cancel', async (tx) => {
    await clearSale(tx, productId);
  });
}

export const coverTooLarge = () =>
  new DomainError('too_large', `The image is larger than ${COVER_MAX_BYTES / 2 ** 20} MB`, { field: 'file' });

/** The image type by its first bytes (the name and Content-Type say nothing reliable). */
export function coverTypeOf(bytes: Buffer): CoverType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

const extensionOf: Record<CoverType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Where an uploaded cover is served: named by its digest, so a new cover is a new URL (cached for good). */
export const coverUrl = (productId: number, digest: string, type: CoverType) =>
  `/images/products/${productId}/cover-${digest}.${extensionOf[type]}`;

/** Stores a cover checked for type (png, jpeg, webp by magic bytes) and size, and makes it the product's img. */
export async function uploadCover(
  deps: AdminProductDeps,
  actor: Actor,
  productId: number,
  bytes: Buffer,
): Promise<{ img: string }> {
  if (bytes.length > COVER_MAX_BYTES) throw coverTooLarge();
  if (bytes.length === 0) throw new ValidationError([{ field: 'file', message: 'The image is empty' }]);
  const contentType = coverTypeOf(bytes);
  if (!contentType) {
    throw new ValidationError([{ field: 'file', message: 'The image must be a PNG, JPEG or WebP file' }]);
  }
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const img = coverUrl(productId, digest, contentType);
  await writeProduct(deps, actor, productId, 'product.cover', async (tx) => {
    await saveCover(tx, { productId, contentType, digest, bytes }, img);
  });
  return { img };
}
