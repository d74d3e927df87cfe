// Whether the tree draws the home page as it was prerendered at build (app/prerender-home.tsx): in Node at build
// time, and in the browser while React hydrates that HTML, whose first render must draw exactly what the build
// drew. No stage configuration and no screen are known then, and no button can work until the app has started;
// right after hydrating (or at once, on a page the app draws itself) React draws the tree again with `false`.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

export function useIsPrerendered(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
