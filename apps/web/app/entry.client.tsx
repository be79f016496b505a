import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { useClientStore } from './lib/client-store.ts';
import { resumeFailedNavigation } from './lib/reload-guard.ts';

if (!resumeFailedNavigation()) {
  void useClientStore.persist.rehydrate();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
