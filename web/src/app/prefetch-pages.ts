// A page's chunk starts loading before the click that opens it: when its link is on screen in the page's
// content and the browser has nothing else to do, or when the person shows they are about to open it (a pointer
// over its link, the link focused, a finger down on it). The click then finds the chunk loaded or on its way,
// where a link to a lazily loaded page otherwise waits for it after the click. A connection that asks to save
// data gets the second only.
import { savesData, whenIdle } from '@/lib/idle';

/** The page loader for a path, or undefined for a path with nothing to load. */
export type PrefetchLookup = (pathname: string) => (() => Promise<unknown>) | undefined;

/** The link to a page of this site that an event happened on (or within), or null. */
export function appLinkAt(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.origin === window.location.origin ? link : null;
}

/** Starts prefetching and answers a function that stops watching for links. */
export function prefetchPages(lookup: PrefetchLookup, root: Document = document): () => void {
  const started = new Set<string>();
  const pathOf = (target: EventTarget | null): string | null => {
    const link = appLinkAt(target);
    if (!link) return null;
    // The page on screen is loaded already (or failed to, and reloads by its own rule).
    if (link.pathname === window.location.pathname) return null;
    return lookup(link.pathname) && !started.has(link.pathname) ? link.pathname : null;
  };
  const start = (path: string): Promise<unknown> => {
    const load = started.has(path) ? undefined : lookup(path);
    if (!load) return Promise.resolve();
    started.add(path);
    // A failed prefetch is forgotten: the click loads the page as usual, with its own error handling.
    return load().catch(() => started.delete(path));
  };

  const onIntent = (event: Event) => {
    const path = pathOf(event.target);
    if (path) start(path);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const name of events) root.addEventListener(name, onIntent, { passive: true, capture: true });
  const stopIntent = () => {
    for (const name of events) root.removeEventListener(name, onIntent, { capture: true });
  };
  if (savesData() || typeof IntersectionObserver === 'undefined') return stopIntent;

  // One page at a time, in the order the links came into view, each in an idle moment: a click meanwhile shares
  // the connection and the main thread with one page's chunks, not with a dozen.
  const queue: string[] = [];
  let loading = false;
  const next = () => {
    if (loading || queue.length === 0) return;
    loading = true;
    whenIdle(() => {
      void start(queue.shift()!).finally(() => {
        loading = false;
        next();
      });
    });
  };
  const onScreen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      onScreen.unobserve(entry.target);
      const path = pathOf(entry.target);
      if (path && !queue.includes(path)) queue.push(path);
    }
    next();
  });
  // New links come with every page the router renders: looked for once the page has settled.
  let scanQueued = false;
  const scan = () => {
    scanQueued = false;
    // The page's own links: the menu's and the footer's are there on every page, and rarely what comes next.
    for (const link of root.querySelectorAll('main a[href]')) if (pathOf(link)) onScreen.observe(link);
  };
  const queueScan = () => {
    if (scanQueued) return;
    scanQueued = true;
    whenIdle(scan);
  };
  const pages = new MutationObserver(queueScan);
  pages.observe(root.body, { childList: true, subtree: true });
  // Not before the first page is loaded and drawn: a prefetch runs the chunk's modules on the main thread.
  const afterFirstPaint = () => requestAnimationFrame(() => setTimeout(queueScan, 0));
  if (root.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
  return () => {
    stopIntent();
    pages.disconnect();
    onScreen.disconnect();
  };
}
