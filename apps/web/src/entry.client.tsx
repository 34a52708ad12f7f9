import { formatPrice } from '@keyshop/ui';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { connectApiToSession } from './state/apiSession';
import { auth } from './state/auth';
import { theme } from './state/theme';

connectApiToSession();
theme.apply();
void auth.start();

const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

// The first price formatted makes the first Intl.NumberFormat, which loads ICU's locale data: 15–20 ms on a
// 2-core server, about four times that on a phone, in one piece React cannot split. Made in a task of its own
// just before hydration's (timers of equal delay run in order), it no longer lengthens hydration's longest
// task, so input waits less; hydration then finds the formatter made.
setTimeout(() => formatPrice(0));
setTimeout(hydrate);
