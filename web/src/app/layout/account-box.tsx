// The signed-in person's name and e-mail with the "Sair" action, and their data (/MeusDados).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@/lib/session/session-provider';
import { PAGES } from '../page-catalogue';

export function AccountBox() {
  const session = useSession();
  const [leaving, setLeaving] = useState(false);
  const user = session.user;
  if (!user) return null;
  return (
    <div className="account-box">
      <div className="account-text">
        <span className="account-name">{user.name || user.email}</span>
        <span className="account-email">{user.email}</span>
      </div>
      <Link className="account-data-link" to={PAGES.meusDados.path}>
        Meus dados
      </Link>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void session.signOut().catch(() => setLeaving(false));
        }}
      >
        Sair
      </button>
    </div>
  );
}
