import { Toaster } from '@keyshop/ui';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { useTheme } from './state/theme';
import { useRouterNavigation } from './state/useRouterNavigation';

function RootLayout() {
  useRouterNavigation();
  const { dark } = useTheme();
  return (
    <>
      <Toaster theme={dark ? 'dark' : 'light'} />
      <Outlet />
    </>
  );
}

// Placeholder route tree: the storefront's pages replace the catch-all route.
const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        path: '*',
        element: (
          <main>
            <h1>Keyshop</h1>
            <p>The storefront is being built.</p>
          </main>
        ),
      },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
