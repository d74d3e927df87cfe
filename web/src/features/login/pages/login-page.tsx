// /Login (spec part 1 §2.4): the local runtime's simulated Google sign-in, or "Entrar com Google" through
// Cognito; afterwards goes to the `redirect` query when it is a path on this site, else to the home page.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppServices } from '@/lib/app-services';
import { rememberPostSignInRedirect, safeRedirectTarget } from '@/lib/auth/post-sign-in-redirect';
import { useSession } from '@/lib/session/session-provider';
import { LocalLoginForm } from '../components/local-login-form';

function reason(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'erro desconhecido';
}

export function LoginPage() {
  const { config, auth } = useAppServices();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A Google sign-in that failed on the provider's side reports back when the browser returns.
  useEffect(() => {
    const check = () => {
      const failure = auth.takeSignInError();
      if (failure) setError(`Erro ao fazer login: ${failure}`);
    };
    check();
    return auth.subscribe(check);
  }, [auth]);

  async function signInLocal(input: { email: string; name: string; admin: boolean }) {
    setError(null);
    setBusy(true);
    try {
      await session.signIn({ kind: 'local', ...input });
      navigate(target, { replace: true });
    } catch (err) {
      setError(`Erro ao fazer login: ${reason(err)}`);
      setBusy(false);
    }
  }

  async function signInGoogle() {
    setError(null);
    setBusy(true);
    try {
      rememberPostSignInRedirect(target);
      await session.signIn({ kind: 'google' });
    } catch (err) {
      setError(`Erro ao iniciar redirect de login: ${reason(err)}`);
      setBusy(false);
    }
  }

  const local = config.authMode === 'local';
  return (
    <section className="page page-narrow login-page" aria-labelledby="page-title">
      <div className="card login-card">
        {local && <p className="badge badge-warning">Ambiente local — login simulado do Google</p>}
        <h1 id="page-title">Entrar</h1>
        {session.status === 'signed-in' && session.user && (
          <p className="notice">
            Você já está conectado como <strong>{session.user.name || session.user.email}</strong>. Entrar
            novamente troca a conta em uso.
          </p>
        )}
        {error && (
          <div className="alert alert-error" role="alert">
            {error}
          </div>
        )}
        {local ? (
          <>
            <p className="muted">
              Este ambiente roda na sua máquina e simula o login do Google: informe um e-mail e um nome para
              criar a sessão. Nenhuma conta real é usada.
            </p>
            <LocalLoginForm busy={busy} onSubmit={signInLocal} />
          </>
        ) : (
          <>
            <p className="muted">Use a sua conta Google para salvar e acessar os seus documentos.</p>
            <button
              type="button"
              className="button button-google button-block"
              onClick={() => void signInGoogle()}
              disabled={busy}
            >
              <span className="google-mark" aria-hidden="true">
                G
              </span>
              Entrar com Google
            </button>
          </>
        )}
      </div>
    </section>
  );
}
