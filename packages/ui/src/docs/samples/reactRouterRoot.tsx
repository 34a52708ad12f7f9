// app/root.tsx — React Router (framework mode): the root loader reads the theme cookie, so the server renders the
// theme class on <html>; links go through the router's <Link>.
import '@keyshop/ui/styles.css';
import { ProductCard, type ProductCardData, type RenderLink } from '@keyshop/ui';
import { darkTheme, lightTheme } from '@keyshop/ui/themes';
import type { ReactNode } from 'react';
import { Link, Links, Meta, Outlet, Scripts, useLoaderData } from 'react-router';

export function loader({ request }: { request: Request }) {
  return { dark: /(?:^|;\s*)theme=dark/.test(request.headers.get('Cookie') ?? '') };
}

export function Layout({ children }: { children: ReactNode }) {
  const { dark } = useLoaderData<typeof loader>();
  return (
    <html lang="en" className={dark ? darkTheme : lightTheme}>
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const renderLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;

export function Card({ product }: { product: ProductCardData }) {
  return <ProductCard product={product} getHref={(p) => `/product/${p.id}`} renderLink={renderLink} />;
}
