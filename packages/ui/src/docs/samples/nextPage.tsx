// app/page.tsx — a Server Component: serialisable props only. Links are `href` strings, the newsletter form posts
// to a server function. Server-safe components (Price, Badge…) ship no JavaScript; the client ones hydrate.
import { Badge, Footer, Price, ProductGrid, type ProductCardData } from '@keyshop/ui';

async function subscribe(data: FormData) {
  'use server';
  console.log('subscribe', data.get('email')); // store the address
}

export default async function Home() {
  const products: ProductCardData[] = await fetch('https://api.example.com/products').then((r) => r.json());
  return (
    <main>
      <h1>
        Deals <Badge>New</Badge> from <Price price={4.99} />
      </h1>
      <ProductGrid products={products.map((product) => ({ ...product, href: `/product/${product.id}` }))} />
      <Footer
        sellingPoints={[]}
        paymentMethods={[]}
        linkGroups={[]}
        legalLinks={[]}
        subscribeAction={subscribe}
      />
    </main>
  );
}
