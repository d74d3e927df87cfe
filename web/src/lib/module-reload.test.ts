import { describe, expect, it } from 'vitest';
import {
  MODULE_RELOAD_KEY,
  ModuleLoadError,
  type ReloadEnv,
  reloadOnce,
  withModuleReload,
} from './module-reload';

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
  return { env, values, reloads: () => reloads };
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

describe('withModuleReload', () => {
  it('asks for one reload on the first failure, without reloading where the import failed', async () => {
    // Prepare
    const { env, values, reloads } = fakeEnv();
    const load = withModuleReload(
      () => Promise.reject(chunkError()),
      () => env,
    );
    // Act
    const error = await load().catch((e: unknown) => e);
    // Assess
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect((error as ModuleLoadError).shouldReload).toBe(true);
    expect(reloads()).toBe(0);
    expect(values.has(MODULE_RELOAD_KEY)).toBe(false);
  });

  it('reports the failure for the error screen when the reload did not help', async () => {
    // Prepare
    const { env } = fakeEnv({ [MODULE_RELOAD_KEY]: '1' });
    const original = chunkError();
    const load = withModuleReload(
      () => Promise.reject(original),
      () => env,
    );
    // Act
    const error = await load().catch((e: unknown) => e);
    // Assess
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect((error as ModuleLoadError).message).toBe('Falha ao carregar módulo');
    expect((error as ModuleLoadError).shouldReload).toBe(false);
    expect((error as ModuleLoadError).original).toBe(original);
  });

  it('clears the guard after a successful load', async () => {
    const { env, values } = fakeEnv({ [MODULE_RELOAD_KEY]: '1' });
    const load = withModuleReload(
      async () => ({ Component: 'page' }),
      () => env,
    );
    await expect(load()).resolves.toEqual({ Component: 'page' });
    expect(values.has(MODULE_RELOAD_KEY)).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('marks the attempt before reloading, so a second failure shows the error screen', () => {
    const { env, values, reloads } = fakeEnv();
    reloadOnce(env);
    expect(values.get(MODULE_RELOAD_KEY)).toBe('1');
    expect(reloads()).toBe(1);
  });
});
