// What a route shows when it fails: the "Falha ao carregar módulo" screen after a page chunk failed twice,
// the 404 page, or a generic error with a way to reload.
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { ModuleLoadError, reloadOnce } from '@/lib/module-reload';

export function ModuleLoadFailure() {
  return (
    <section className="page page-narrow status-page" role="alert" aria-labelledby="page-title">
      <h1 id="page-title">Falha ao carregar módulo</h1>
      <p>Atualize a página manualmente ou limpe o cache do navegador.</p>
      <p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Recarregar
        </button>
      </p>
    </section>
  );
}

export function NotFoundPage() {
  return (
    <section className="page page-narrow status-page" aria-labelledby="page-title">
      <p className="badge">Erro 404</p>
      <h1 id="page-title">Página não encontrada</h1>
      <p>O endereço acessado não existe ou foi alterado. Confira o link ou escolha um documento no menu.</p>
      <p>
        <Link className="button button-primary" to="/">
          Voltar ao início
        </Link>
      </p>
    </section>
  );
}

export function UnexpectedError() {
  return (
    <section className="page page-narrow status-page" role="alert" aria-labelledby="page-title">
      <h1 id="page-title">Algo deu errado</h1>
      <p>Não foi possível exibir esta página. Tente recarregar; se o problema continuar, volte mais tarde.</p>
      <p className="button-row">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Recarregar
        </button>
        <Link className="button button-secondary" to="/">
          Voltar ao início
        </Link>
      </p>
    </section>
  );
}

/** First failure of a page chunk: reload once, here at the page's own URL, keeping the spinner up. */
function ReloadingPage() {
  useEffect(() => reloadOnce(), []);
  return <PageSpinner />;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (error instanceof ModuleLoadError) {
    return error.shouldReload ? <ReloadingPage /> : <ModuleLoadFailure />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <UnexpectedError />;
}
