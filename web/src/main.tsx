// SPA entry: reads and checks `/config.json`, builds the auth and API clients once, starts what the page it
// opens on asks for early (and a page's, when a link to it is followed), then renders the app (or a clear error
// screen when the configuration cannot be used): on `/` it hydrates the home page prerendered into index.html,
// elsewhere (app.html, an empty root) it draws itself and sets up date formatting while the page's chunk loads.
import { type ReactNode, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startPageRequests, startPageRequestsOnFollow } from '@/app/router';
import { createApiClient } from '@/lib/api-client';
import { createAuthClient } from '@/lib/auth/create-auth-client';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { warmDateFormatting } from '@/lib/warm-date-formatting';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';

const container = document.getElementById('root')!;

/**
 * The app, hydrating the prerendered home page when the document holds it and the path is the one it was drawn
 * for (`/index.html` read directly is not), else drawn afresh (React replaces whatever the root held).
 */
function renderApp(app: ReactNode): void {
  if (container.firstElementChild && window.location.pathname === '/') hydrateRoot(container, app);
  else {
    createRoot(container).render(app);
    // The page's chunk is on its way: the main thread has a moment to spare before the page draws itself.
    warmDateFormatting();
  }
}

function StartupError({ detail }: { detail: string }) {
  return (
    <main className="startup-error" role="alert">
      <h1>Não foi possível iniciar o site</h1>
      <p>A configuração do site não pôde ser carregada. Atualize a página em instantes.</p>
      <p className="startup-error-detail">{detail}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        Recarregar
      </button>
    </main>
  );
}

async function start() {
  try {
    const config = await loadRuntimeConfig();
    const auth = await createAuthClient(config);
    const api = createApiClient({
      baseUrl: config.apiBase,
      tokens: auth,
      // A token the server keeps refusing after one renewal means the session is over.
      onUnauthorized: () => void auth.signOut(),
    });
    startPageRequests({ config, auth, api });
    startPageRequestsOnFollow({ config, auth, api });
    renderApp(
      <StrictMode>
        <App services={{ config, auth, api }} />
      </StrictMode>,
    );
  } catch (err) {
    createRoot(container).render(<StartupError detail={err instanceof Error ? err.message : String(err)} />);
  }
}

void start();
