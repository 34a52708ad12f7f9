import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { connectApiToSession } from './state/apiSession';
import { auth } from './state/auth';
import { theme } from './state/theme';

connectApiToSession();
theme.apply();
void auth.start();

// On a first visit, a script in the head loaded ICU's data for the prices while this module downloaded (headScripts.server.ts).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
