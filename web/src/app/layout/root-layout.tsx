// The shell around every page: skip link, top bar, the page (with "Carregando..." while the next page's
// chunk loads), footer; scrolls to the top and sets the document title on every route change.
import { hasPlaceholderField, type Seller } from '@shared/seller';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { useAppServices } from '@/lib/app-services';
import { takePostSignInRedirect } from '@/lib/auth/post-sign-in-redirect';
import { useIsPrerendered } from '@/lib/prerendering';
import { PRODUCT_NAME } from '@/lib/product';
import { useSession } from '@/lib/session/session-provider';
import { PAGES } from '../page-catalogue';
import { ClaimPrompt } from './claim-prompt';
import { TopBar } from './top-bar';

export interface RouteHandle {
  title?: string;
}

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title?.title]);
}

function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  // The page the app starts on keeps its scroll: the prerendered home page may have been scrolled (its "Ver
  // documentos" anchor) before the app hydrated it, and a reload is restored by the browser.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

/** After a redirect sign-in (Cognito), go back to the page that asked for it. */
function usePostSignInRedirect() {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (session.status !== 'signed-in') return;
    const target = takePostSignInRedirect();
    if (target) navigate(target, { replace: true });
  }, [session.status, navigate]);
}

/**
 * The seller of the stage's runtime configuration; null in the home page prerendered at build, which serves every
 * stage: the app draws the seller once it has hydrated that page. The year is the build's there too.
 */
function useFooterFacts(): { seller: Seller | null; year: number } {
  const { config } = useAppServices();
  const prerendered = useIsPrerendered();
  const buildYear = Number(import.meta.env.DP_BUILD_YEAR);
  return prerendered
    ? { seller: null, year: Number.isInteger(buildYear) ? buildYear : new Date().getFullYear() }
    : { seller: config.seller, year: new Date().getFullYear() };
}

export function RootLayout() {
  const navigation = useNavigation();
  useDocumentTitle();
  useScrollToTopOnRouteChange();
  usePostSignInRedirect();
  const loadingNextPage = navigation.state === 'loading' && navigation.location !== undefined;
  const { seller, year } = useFooterFacts();

  return (
    <div className="app">
      <a className="skip-link" href="#conteudo">
        Ir para o conteúdo
      </a>
      <TopBar />
      <ClaimPrompt />
      <main id="conteudo" className="app-main" tabIndex={-1}>
        {loadingNextPage && (
          <div className="navigation-overlay">
            <PageSpinner />
          </div>
        )}
        <Outlet />
      </main>
      <footer className="app-footer">
        <div className="footer-inner">
          <p>
            © {year} {PRODUCT_NAME}. Modelos de documentos para preencher, pagar e imprimir.
          </p>
          <ul className="footer-links">
            <li>
              <Link to={PAGES.termoResponsabilidade.path}>Termo de Responsabilidade</Link>
            </li>
            <li>
              <Link to={PAGES.politicaReembolso.path}>Política de Reembolso</Link>
            </li>
            {seller && (
              <>
                <li>
                  <a href={`mailto:${seller.email}`}>Atendimento: {seller.email}</a>
                </li>
                <li>
                  <a href={`tel:${seller.phone.replace(/[^\d+]/g, '')}`}>{seller.phone}</a>
                </li>
              </>
            )}
          </ul>
          {seller && (
            <p className="footer-seller">
              {seller.legalName} · CNPJ {seller.cnpj} · {seller.address}
            </p>
          )}
          {seller && hasPlaceholderField(seller) && (
            <p className="footer-demo">
              Identidade de demonstração: configure o vendedor (<code>seller</code>) antes de vender.
            </p>
          )}
          <p className="footer-note">
            Os documentos são modelos gerais e não substituem a orientação de um advogado.
          </p>
        </div>
      </footer>
    </div>
  );
}
