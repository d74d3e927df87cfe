// A page's chunk starts loading when the person shows they are about to open it: a pointer over its link, the
// link focused, or a finger down on it. The click that follows (100–300 ms later for a person) then finds the
// chunk on its way or loaded, as a link to a lazily loaded page otherwise waits for it after the click.

/** The page loader for a path, or undefined for a path with nothing to load. */
export type PrefetchLookup = (pathname: string) => (() => Promise<unknown>) | undefined;

export function prefetchOnIntent(lookup: PrefetchLookup, root: Document = document): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const path = link.pathname;
    if (started.has(path)) return;
    const load = lookup(path);
    if (!load) return;
    started.add(path);
    // A failed prefetch is forgotten: the click loads the page as usual, with its own error handling.
    load().catch(() => started.delete(path));
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const name of events) root.addEventListener(name, onIntent, { passive: true, capture: true });
  return () => {
    for (const name of events) root.removeEventListener(name, onIntent, { capture: true });
  };
}
