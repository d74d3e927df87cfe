// Recalculates the layout measures on resize, orientation change and when the tab becomes visible again:
// the real viewport height (mobile browser bars) and the top bar height, as CSS variables; and leaves the
// hamburger closed when the screen grows to the desktop layout.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

export const DESKTOP_QUERY = '(min-width: 960px)';

export function useViewportSync({ onDesktop }: { onDesktop: () => void }) {
  const headerRef = useRef<HTMLElement>(null);
  const onDesktopRef = useRef(onDesktop);
  onDesktopRef.current = onDesktop;

  const recalc = useCallback(() => {
    const root = document.documentElement;
    root.style.setProperty('--app-height', `${window.innerHeight}px`);
    const header = headerRef.current;
    if (header) root.style.setProperty('--topbar-height', `${header.offsetHeight}px`);
    if (window.matchMedia(DESKTOP_QUERY).matches) onDesktopRef.current();
  }, []);

  useEffect(() => {
    recalc();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') recalc();
    };
    window.addEventListener('resize', recalc);
    window.addEventListener('orientationchange', recalc);
    document.addEventListener('visibilitychange', onVisibility);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(recalc);
    if (headerRef.current) observer?.observe(headerRef.current);
    return () => {
      window.removeEventListener('resize', recalc);
      window.removeEventListener('orientationchange', recalc);
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
    };
  }, [recalc]);

  return headerRef;
}

function subscribeDesktop(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True at the desktop breakpoint; the top bar renders either the desktop entries or the hamburger, never both. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribeDesktop, () => window.matchMedia(DESKTOP_QUERY).matches);
}
