// Whether the tree is being drawn at build time in Node (the home page prerendered into index.html, see
// app/prerender-home.tsx): there is no screen and no stage configuration yet, and no button can work until the
// app has started in the browser and drawn itself in the prerendered page's place.
export const isPrerendering = (): boolean => typeof window === 'undefined';
