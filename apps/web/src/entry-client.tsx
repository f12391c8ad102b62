import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';

// The server rendered the whole document; the router picks up its dehydrated state and hydrates
// it as a transition, in slices, so the page keeps answering the visitor meanwhile.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={createAppRouter()} />
    </StrictMode>,
  );
});
