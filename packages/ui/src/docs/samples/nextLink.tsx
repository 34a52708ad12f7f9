// app/ProductLinks.tsx — client-side navigation with next/link: functions cannot cross from a Server Component,
// so the render prop lives in a small client file, which the Server Component renders with data only.
'use client';

import { ProductGrid, type ProductCardData, type RenderLink } from '@keyshop/ui';
import Link from 'next/link';

const renderLink: RenderLink = ({ href, ...props }) => <Link href={href} {...props} />;

export function ProductLinks({ products }: { products: ProductCardData[] }) {
  return <ProductGrid products={products} renderLink={renderLink} />;
}
