import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { connectApiToSession } from './state/apiSession';
import { auth } from './state/auth';
import { theme } from './state/theme';

connectApiToSession();
theme.apply();
void auth.start();

// ICU's locale data for the prices was loaded by a script in the head while this module downloaded (root.tsx).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
