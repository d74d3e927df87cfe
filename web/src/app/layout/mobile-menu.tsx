// The hamburger menu for narrow screens, with the same entries as the top bar: Início, the six groups,
// Admin (admins only), and the account (name, e-mail, "Sair") or "Entrar".
import { useEffect, useId, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useIsPrerendered } from '@/lib/prerendering';
import { PAGES } from '../page-catalogue';
import { AccountBox } from './account-box';
import { NAV_GROUPS } from './nav-entries';
import { NavEntryLink } from './nav-entry-link';

export function MobileMenu({
  open,
  onOpenChange,
  signedIn,
  isAdmin,
  loginHref,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  isAdmin: boolean;
  loginHref: string;
}) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => onOpenChange(false);
  const prerendered = useIsPrerendered();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onOpenChange(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onOpenChange]);

  return (
    <div className="mobile-menu">
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-label={open ? 'Fechar menu' : 'Abrir menu'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // In the prerendered home page it cannot open until the app has started.
        disabled={prerendered}
        onClick={() => onOpenChange(!open)}
      >
        <span className={`hamburger${open ? ' is-open' : ''}`} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </button>
      {/* Rendered only while open, so its entries never duplicate the page's text when closed. */}
      {open && (
        <div ref={panelRef} id={panelId} className="mobile-menu-panel">
          <nav aria-label="Menu principal">
            <ul className="mobile-menu-list">
              <li>
                <NavLink to="/" end className="nav-entry" onClick={close}>
                  Início
                </NavLink>
              </li>
            </ul>
            <p className="mobile-menu-heading">Documentos e Serviços</p>
            {NAV_GROUPS.map((group) => (
              <div className="menu-group" key={group.id}>
                <p className="menu-group-title" id={`${panelId}-${group.id}`}>
                  {group.title}
                </p>
                <ul aria-labelledby={`${panelId}-${group.id}`}>
                  {group.entries.map((entry) => (
                    <li key={entry.to}>
                      <NavEntryLink entry={entry} signedIn={signedIn} onNavigate={close} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {isAdmin && (
              <ul className="mobile-menu-list">
                <li>
                  <NavLink to={PAGES.admin.path} className="nav-entry" onClick={close}>
                    Admin
                  </NavLink>
                </li>
              </ul>
            )}
          </nav>
          <div className="mobile-menu-account">
            {signedIn ? (
              <AccountBox />
            ) : (
              <Link to={loginHref} className="button button-primary button-block" onClick={close}>
                Entrar
              </Link>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
