import { pagePaths } from '@keyshop/contracts';
import { pageMeta, type MetaDescriptor } from './pageMeta';

/** The catalogue list; each page number beyond the first is a page of its own (its own canonical URL). */
export const productsMeta = ({ origin, page = 1 }: { origin: string; page?: number }): MetaDescriptor[] =>
  pageMeta({
    origin,
    path: page > 1 ? `${pagePaths.products}?page=${page}` : pagePaths.products,
    title: page > 1 ? `Products, page ${page}` : 'Products',
    description: 'Browse game keys, DLCs and subscriptions by platform, price and name.',
  });
