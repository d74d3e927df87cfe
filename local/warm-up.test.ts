import { describe, expect, it } from 'vitest';
import { type WarmableRoute, warmUpRoutes } from './warm-up';

/** Routes that note when they are loaded; `failing` ones refuse, as a module with an error would. */
function routes(names: string[], failing: string[] = []) {
  const loaded: string[] = [];
  const list: WarmableRoute[] = names.map((name) => ({
    name,
    rendersPdf: false,
    load: async () => {
      loaded.push(name);
      if (failing.includes(name)) throw new Error(`${name} is broken`);
    },
  }));
  return { list, loaded };
}

describe('warmUpRoutes', () => {
  it("loads every route's handler, past one that fails", async () => {
    // Prepare
    const { list, loaded } = routes(['me', 'broken', 'declaracao-mine'], ['broken']);
    // Act
    await warmUpRoutes(list, () => false);
    // Assess
    expect(loaded).toEqual(['me', 'broken', 'declaracao-mine']);
  });

  it('stops between two routes once the runtime is stopping', async () => {
    // Prepare
    const { list, loaded } = routes(['me', 'user-upsert', 'declaracao-mine']);
    // Act
    await warmUpRoutes(list, () => loaded.length >= 1);
    // Assess
    expect(loaded).toEqual(['me']);
  });
});
