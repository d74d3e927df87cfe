// The top bar of every page: logo, "Início", the documents dropdown, "Admin" for admins, and the
// account or "Entrar"; below the desktop breakpoint the same entries live in the hamburger menu, with
// "Entrar" also beside it.
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { loginPathFor } from '@/components/require-sign-in';
import { PRODUCT_NAME } from '@/lib/product';
import { useSession } from '@/lib/session/session-provider';
import { PAGES } from '../page-catalogue';
import { AccountBox } from './account-box';
import { DocsMenu } from './docs-menu';
import { MobileMenu } from './mobile-menu';
import { useIsDesktop, useViewportSync } from './use-viewport-sync';

export function TopBar() {
  const session = useSession();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const headerRef = useViewportSync({ onDesktop: () => setMobileOpen(false) });
  const isDesktop = useIsDesktop();
  const signedIn = session.status === 'signed-in';
  const onLoginPage = location.pathname.toLowerCase() === PAGES.login.path.toLowerCase();
  const loginHref = onLoginPage || location.pathname === '/' ? PAGES.login.path : loginPathFor(location);

  // Close the hamburger when the route changes (render-phase reset keyed on the location).
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setMobileOpen(false);
  }

  return (
    <header className="topbar" ref={headerRef}>
      <div className="topbar-inner">
        <Link to="/" className="brand" aria-label={`${PRODUCT_NAME} — página inicial`}>
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span className="brand-name">{PRODUCT_NAME}</span>
        </Link>

        {isDesktop !== false && (
          <>
            <nav className="topbar-nav" aria-label="Principal">
              <NavLink to="/" end className="topbar-link">
                Início
              </NavLink>
              <DocsMenu signedIn={signedIn} />
              {session.isAdmin && (
                <NavLink to={PAGES.admin.path} className="topbar-link">
                  Admin
                </NavLink>
              )}
            </nav>

            <div className="topbar-account">
              {signedIn ? (
                <AccountBox />
              ) : session.status === 'signed-out' ? (
                <Link to={loginHref} className="button button-primary button-small">
                  Entrar
                </Link>
              ) : (
                <span className="account-loading" aria-hidden="true" />
              )}
            </div>
          </>
        )}
        {isDesktop !== true && (
          <div className="topbar-mobile-actions">
            {/* At the end of the long menu, "Entrar" would be out of sight on a phone. */}
            {session.status === 'signed-out' && (
              <Link to={loginHref} className="button button-primary button-small topbar-login">
                Entrar
              </Link>
            )}
            <MobileMenu
              open={mobileOpen}
              onOpenChange={setMobileOpen}
              signedIn={signedIn}
              isAdmin={session.isAdmin}
              loginHref={loginHref}
            />
          </div>
        )}
      </div>
    </header>
  );
}
