// The first visit's JavaScript budget (issue 36): the SPA built as `npm run build:web` builds it (into a temporary
// folder), and every chunk a first visit to `/` loads, in gzip bytes, within 170 KB with React DOM among them.
// Byte sizes of one build are deterministic, so this is asserted here; `npm run bench -- spa` prints the figure.
import { describe, expect, it } from 'vitest';
import { FIRST_VISIT, HOME_TARGET_BYTES, measureHomeRouteJs } from './home-route-js';

describe("the home route's JavaScript", () => {
  it('stays within 170 KB gzip on a first visit, React DOM included', async () => {
    // Act
    const result = await measureHomeRouteJs();

    // Assess
    const firstVisit = result.modes[FIRST_VISIT];
    expect(result.reactDom).toBe(true);
    expect(firstVisit.files.length).toBeGreaterThan(0);
    expect(firstVisit.gzip).toBeLessThanOrEqual(HOME_TARGET_BYTES);
  }, 180_000);
});
