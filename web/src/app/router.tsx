// The route table of the SPA (spec part 1 §2.2, part 2 §2): every page but the home page is a lazily loaded
// chunk with one automatic reload on a failed load; unbuilt pages show "Em breve" until their feature lands.
// The home page, where most visits land, is in the entry: its first load needs no second round trip.

import type { KindPageKey } from '@shared/kinds';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, redirect } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { Toaster } from '@/components/toast/toaster';
import { startCurriculoRequests } from '@/features/curriculo/api/start-requests';
import { HomePage } from '@/features/home/pages/home-page';
import type { AppServices } from '@/lib/app-services';
import { withModuleReload } from '@/lib/module-reload';
import { KIND_PAGES } from './kind-pages';
import { RootLayout } from './layout/root-layout';
import { LIST_FIRST_PAGES, startListRequest, startPainelRequests } from './list-start-requests';
import { PAGES, type PageKey } from './page-catalogue';
import { appLinkAt, prefetchPages } from './prefetch-pages';
import { NotFoundPage, RouteErrorBoundary } from './route-errors';

function routePath(key: PageKey): Pick<RouteObject, 'path' | 'index'> {
  const path = PAGES[key].path;
  return path === '/' ? { index: true } : { path: path.slice(1) };
}

/** Each lazily loaded page's loader by path (lower case, as React Router matches), for prefetching. */
const loaders = new Map<string, () => Promise<unknown>>();

/** A built page: `load` imports its module and picks the component. */
function page(key: PageKey, load: () => Promise<ComponentType>, soon = false): RouteObject {
  // The catalogue's `soon` is what menus and cards show: it must say what the route does.
  if (soon !== 'soon' in PAGES[key]) throw new Error(`page ${key}: catalogue and router disagree on "soon"`);
  loaders.set(PAGES[key].path.toLowerCase(), load);
  return {
    ...routePath(key),
    handle: { title: PAGES[key].title },
    lazy: withModuleReload(async () => ({ Component: await load() })),
  } as RouteObject;
}

/** Old payment paths lead to PagamentoMP with the same query (e.g. `?reference=`). */
function paymentAlias(path: string): RouteObject {
  return {
    path,
    loader: ({ request }) => redirect(`${PAGES.pagamentoMP.path}${new URL(request.url).search}`),
  };
}

/** The pages with the app's toasts over them. */
function PagesWithToasts() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // Page errors (and the first load's spinner) render inside the layout, keeping the menu usable.
        Component: PagesWithToasts,
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: PageSpinner,
        children: [
          { ...routePath('home'), handle: { title: PAGES.home.title }, Component: HomePage },
          page('login', async () => (await import('@/features/login/pages/login-page')).LoginPage),
          page('painel', async () => (await import('@/features/curriculo/pages/painel-page')).PainelPage),
          page(
            'termoResponsabilidade',
            async () =>
              (await import('@/features/terms/pages/termo-responsabilidade-page')).TermoResponsabilidadePage,
          ),
          page(
            'politicaReembolso',
            async () =>
              (await import('@/features/terms/pages/politica-reembolso-page')).PoliticaReembolsoPage,
          ),
          page('admin', async () => (await import('@/features/admin/pages/admin-page')).AdminPage),
          ...(Object.keys(KIND_PAGES) as KindPageKey[]).map((key) => page(key, KIND_PAGES[key])),
          page('layouts', async () => (await import('@/features/curriculo/pages/layouts-page')).LayoutsPage),
          page('pagamentoMP', async () => {
            // The page and the kinds it can pay, which the app composes from the features (one chunk each).
            const [{ PagamentoMpPage }, { PAYMENT_KINDS }] = await Promise.all([
              import('@/features/pagamento-mp/pages/pagamento-mp-page'),
              import('./payment-kinds'),
            ]);
            return function PagamentoMp() {
              return <PagamentoMpPage kinds={PAYMENT_KINDS} />;
            };
          }),
          page(
            'meusDados',
            async () => (await import('@/features/meus-dados/pages/meus-dados-page')).MeusDadosPage,
          ),
          page(
            'verificar',
            async () => (await import('@/features/verificar/pages/verificar-page')).VerificarPage,
          ),
          page(
            'verificarCodigo',
            async () => (await import('@/features/verificar/pages/verificar-page')).VerificarPage,
          ),
          page('acesso', async () => (await import('@/features/acesso/pages/acesso-page')).AcessoPage),
          page('convite', async () => {
            // The invitee's page and each kind's section page, which the app composes from the features.
            const [{ InviteePage }, { INVITEE_PAGES }] = await Promise.all([
              import('@/components/invitation/invitee-page'),
              import('./invitee-pages'),
            ]);
            return function Convite() {
              return <InviteePage kinds={INVITEE_PAGES} />;
            };
          }),
          paymentAlias('PagamentoPix'),
          paymentAlias('PagamentoPagSeguro'),
          { path: '*', handle: { title: 'Página não encontrada' }, Component: NotFoundPage },
        ],
      },
    ],
  },
];

/**
 * What a page asks the server for as the app starts on it (a link, a reload), so the answer is on its way while
 * the page's code and the session load instead of after them. Small: these modules are in the entry.
 */
const START_REQUESTS: Partial<Record<PageKey, (services: AppServices, url: URL) => void>> = {
  criarCurriculo: ({ api, config, auth }, url) =>
    startCurriculoRequests({ api, apiBase: config.apiBase, tokens: auth }, url),
  painel: ({ api }) => startPainelRequests(api),
  ...Object.fromEntries(
    (Object.keys(LIST_FIRST_PAGES) as Array<keyof typeof LIST_FIRST_PAGES>).map((key) => [
      key,
      ({ api }: AppServices) => startListRequest(api, key),
    ]),
  ),
};

/** Starts the start requests of the page at `href` (React Router matches paths regardless of case). */
export function startPageRequests(services: AppServices, href = window.location.href) {
  const url = new URL(href);
  const key = (Object.keys(PAGES) as PageKey[]).find(
    (k) => PAGES[k].path.toLowerCase() === url.pathname.toLowerCase(),
  );
  if (key) START_REQUESTS[key]?.(services, url);
}

/** The app's page a plain primary press or click on a link opens here (not a new tab or window); null otherwise. */
function followedLink(event: MouseEvent): string | null {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const link = appLinkAt(event.target);
  if (!link) return null;
  return !link.target || link.target === '_self' ? link.href : null;
}

/**
 * A followed link's page starts its requests (`START_REQUESTS`) at the click, before the page's code has loaded
 * and rendered (about 80 ms on the reference machine), and with a mouse at the press, about 100 ms earlier still.
 * A touch press may start a scroll instead, so touch, pen and keyboard start at the click.
 */
export function startPageRequestsOnFollow(services: AppServices) {
  let pressed: string | null = null;
  const start = (href: string | null) => href && startPageRequests(services, href);
  document.addEventListener(
    'pointerdown',
    (event) => {
      pressed = event.pointerType === 'mouse' ? followedLink(event) : null;
      start(pressed);
    },
    { capture: true },
  );
  document.addEventListener(
    'click',
    (event) => {
      const href = followedLink(event);
      // The press of this click has started them already.
      if (href !== pressed) start(href);
      pressed = null;
    },
    { capture: true },
  );
}

export function createAppRouter() {
  prefetchPages((pathname) => loaders.get(pathname.toLowerCase()));
  return createBrowserRouter(routes);
}
