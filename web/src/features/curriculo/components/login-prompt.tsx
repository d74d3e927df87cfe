// What a signed-out visitor sees on CriarCurriculo (spec part 1 §2.5, §6): "Entrar com Google" (a link to
// /Login carrying `redirect` back here; with Cognito it starts the Google sign-in at once) and "Voltar ao início".
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginPathFor } from '@/components/require-sign-in';
import { useAppServices } from '@/lib/app-services';
import { rememberPostSignInRedirect } from '@/lib/auth/post-sign-in-redirect';
import { useSession } from '@/lib/session/session-provider';

export function LoginPrompt() {
  const { config } = useAppServices();
  const session = useSession();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const loginPath = loginPathFor(location);

  async function google(e: React.MouseEvent) {
    if (config.authMode !== 'cognito') return;
    e.preventDefault();
    setError(null);
    try {
      rememberPostSignInRedirect(location.pathname + location.search);
      await session.signIn({ kind: 'google' });
    } catch (err) {
      setError(
        `Erro ao iniciar redirect de login: ${err instanceof Error ? err.message : 'erro desconhecido'}`,
      );
    }
  }

  return (
    <div className="card cv-login-prompt" data-testid="cv-login-prompt">
      <h2>Entre para criar seu currículo</h2>
      <p>
        Seu currículo fica salvo na sua conta: você pode voltar, editar e baixar o PDF quando quiser. Entre
        com sua conta Google para começar.
      </p>
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      <div className="button-row">
        <Link className="button button-google" to={loginPath} onClick={(e) => void google(e)}>
          <span className="google-mark" aria-hidden="true">
            G
          </span>
          Entrar com Google
        </Link>
        <Link className="button button-secondary" to="/">
          Voltar ao início
        </Link>
      </div>
      <p className="field-hint">
        Quer ver os modelos antes? <Link to="/Layouts">Conheça os seis modelos de currículo</Link>.
      </p>
    </div>
  );
}
