// Keeps the layout measures as CSS variables: the top bar's height whenever it changes, and the real viewport
// height (mobile browser bars) where CSS has no `dvh`; and leaves the hamburger closed when the screen grows to
// the desktop layout.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

export const DESKTOP_QUERY = '(min-width: 960px)';

/** Browsers without `dvh` get the real viewport height from script; the others from CSS (base.css). */
const NEEDS_APP_HEIGHT = typeof CSS === 'undefined' || !CSS.supports('height', '100dvh');

export function useViewportSync({ onDesktop }: { onDesktop: () => void }) {
  const headerRef = useRef<HTMLElement>(null);
  const onDesktopRef = useRef(onDesktop);
  onDesktopRef.current = onDesktop;

  // Writes only what changed, and reads sizes only where the browser has them (a ResizeObserver's entry): a
  // write of a root variable restyles the whole page, and reading offsetHeight right after forced a layout
  // of it before the first paint (about 100 ms of the home's first load, `npm run bench -- browser`).
  const written = useRef<Record<string, string>>({});
  const write = useCallback((name: string, value: string) => {
    if (written.current[name] === value) return;
    written.current[name] = value;
    document.documentElement.style.setProperty(name, value);
  }, []);

  const recalc = useCallback(() => {
    if (NEEDS_APP_HEIGHT) write('--app-height', `${window.innerHeight}px`);
    if (window.matchMedia(DESKTOP_QUERY).matches) onDesktopRef.current();
  }, [write]);

  useEffect(() => {
    // The stylesheet's value, which the first measure usually confirms (nothing is then written).
    written.current['--topbar-height'] ??= getComputedStyle(document.documentElement)
      .getPropertyValue('--topbar-height')
      .trim();
    recalc();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') recalc();
    };
    window.addEventListener('resize', recalc);
    window.addEventListener('orientationchange', recalc);
    document.addEventListener('visibilitychange', onVisibility);
    const header = headerRef.current;
    let observer: ResizeObserver | null = null;
    if (header && typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(([entry]) => {
        const height = entry?.borderBoxSize?.[0]?.blockSize ?? header.offsetHeight;
        write('--topbar-height', `${Math.round(height)}px`);
      });
      observer.observe(header);
    } else if (header) {
      write('--topbar-height', `${header.offsetHeight}px`);
    }
    return () => {
      window.removeEventListener('resize', recalc);
      window.removeEventListener('orientationchange', recalc);
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
    };
  }, [recalc, write]);

  return headerRef;
}

function subscribeDesktop(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True at the desktop breakpoint; the top bar renders either the desktop entries or the hamburger, never both.
 * Null where there is no screen (the home page prerendered at build, and the app's hydration of it): both are
 * drawn and the stylesheet's breakpoint shows one.
 */
export function useIsDesktop(): boolean | null {
  return useSyncExternalStore(
    subscribeDesktop,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => null,
  );
}
