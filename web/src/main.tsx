// SPA entry: reads and checks `/config.json`, builds the auth and API clients once, starts what the page it
// opens on asks for early (and a page's, when a link to it is followed), then renders the app (or a clear error screen when the configuration cannot be used).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startPageRequests, startPageRequestsOnFollow } from '@/app/router';
import { createApiClient } from '@/lib/api-client';
import { createAuthClient } from '@/lib/auth/create-auth-client';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/pages.css';

const root = createRoot(document.getElementById('root')!);

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
    root.render(
      <StrictMode>
        <App services={{ config, auth, api }} />
      </StrictMode>,
    );
  } catch (err) {
    root.render(<StartupError detail={err instanceof Error ? err.message : String(err)} />);
  }
}

void start();
