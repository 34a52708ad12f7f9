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

// The first Intl.NumberFormat loads ICU's locale data in one piece React cannot split: made in a task of its
// own just before hydration's (timers of equal delay run in order), it does not lengthen hydration's longest task.
setTimeout(() => formatPrice(0));
setTimeout(hydrate);
