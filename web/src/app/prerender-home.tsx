// Build time only (the prerender plugin in vite.config.ts runs it in Node): the home page, in the app's shell, as
// HTML for index.html (react-dom/server), so a first visit shows it as soon as the document and the stylesheet
// arrive instead of after the app's scripts have loaded and run. It is drawn as the app draws itself before it
// knows the session, in the app's own tree (app-tree.tsx), so the app hydrates it as it starts (main.tsx). No
// stage is known at build: what depends on the runtime configuration (the footer's seller) is left to the app,
// and nothing here talks to a server.
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import type { AppServices } from '@/lib/app-services';
import { AppTree } from './app-tree';
import { routes } from './router';

/** A service the prerender must not use: reading any of its members fails the build, naming it. */
function unavailable<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get(_target, member) {
      throw new Error(`prerender: ${name}.${String(member)} is not available at build time`);
    },
  });
}

export function prerenderHome(): string {
  const services: AppServices = {
    config: unavailable('config'),
    auth: unavailable('auth'),
    api: unavailable('api'),
  };
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return renderToString(<AppTree services={services} queryClient={new QueryClient()} router={router} />);
}
