// Guards pages that need a signed-in person: while the session loads it shows the spinner, signed out it
// sends to /Login with a redirect back to this page.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session/session-provider';
import { PageSpinner } from './page-spinner';

export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/Login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

export function RequireSignIn({ children, adminOnly = false }: { children: ReactNode; adminOnly?: boolean }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') return <Navigate to={loginPathFor(location)} replace />;
  if (adminOnly && !session.isAdmin) {
    return (
      <section className="page page-narrow" aria-labelledby="page-title">
        <h1 id="page-title">Acesso restrito</h1>
        <p>Esta área é exclusiva para administradores.</p>
      </section>
    );
  }
  return <>{children}</>;
}
