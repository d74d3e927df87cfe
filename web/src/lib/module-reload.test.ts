import { describe, expect, it } from 'vitest';
import { MODULE_RELOAD_KEY, ModuleLoadError, type ReloadEnv, withModuleReload } from './module-reload';

function fakeEnv(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  let reloads = 0;
  const env: ReloadEnv = {
    storage: {
      getItem: (k) => values.get(k) ?? null,
      setItem: (k, v) => void values.set(k, v),
      removeItem: (k) => void values.delete(k),
    },
    reload: () => {
      reloads++;
    },
  };
  return { env: () => env, values, reloads: () => reloads };
}

async function flushMicrotasks() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('withModuleReload', () => {
  it('reloads the page once on the first failure and keeps waiting', async () => {
    // Prepare
    const { env, values, reloads } = fakeEnv();
    const load = withModuleReload(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      env,
    );
    let settled = false;
    // Act
    const pending = load().then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.race([pending, flushMicrotasks()]);
    // Assess
    expect(settled).toBe(false);
    expect(reloads()).toBe(1);
    expect(values.get(MODULE_RELOAD_KEY)).toBe('1');
  });

  it('throws ModuleLoadError when the reload did not help', async () => {
    // Prepare
    const { env, reloads } = fakeEnv({ [MODULE_RELOAD_KEY]: '1' });
    const original = new TypeError('Failed to fetch dynamically imported module');
    const load = withModuleReload(() => Promise.reject(original), env);
    // Act
    const error = await load().catch((e: unknown) => e);
    // Assess
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect((error as ModuleLoadError).message).toBe('Falha ao carregar módulo');
    expect((error as ModuleLoadError).original).toBe(original);
    expect(reloads()).toBe(0);
  });

  it('clears the guard after a successful load', async () => {
    const { env, values } = fakeEnv({ [MODULE_RELOAD_KEY]: '1' });
    const load = withModuleReload(async () => ({ Component: 'page' }), env);
    await expect(load()).resolves.toEqual({ Component: 'page' });
    expect(values.has(MODULE_RELOAD_KEY)).toBe(false);
  });
});
