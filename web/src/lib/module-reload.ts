// A page chunk that fails to load (usually a deploy replaced it) gets one automatic page reload; a
// second failure reaches the route's error screen ("Falha ao carregar módulo").
//
// The reload is not done where the import fails: React Router loads a page's chunk before it moves to the
// page's URL, so reloading there would reload the page the person came from. The loader throws instead;
// the router then shows the error boundary at the new URL, and the boundary reloads from there.

export const MODULE_RELOAD_KEY = 'module_reload_attempted';

export class ModuleLoadError extends Error {
  override name = 'ModuleLoadError';
  /** True on the first failure: the error boundary should reload once instead of showing the error. */
  readonly shouldReload: boolean;
  constructor(
    readonly original: unknown,
    shouldReload = false,
  ) {
    super('Falha ao carregar módulo');
    this.shouldReload = shouldReload;
  }
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

function browserEnv(): ReloadEnv {
  return { storage: window.sessionStorage, reload: () => window.location.reload() };
}

/** Wraps a dynamic import: clears the guard on success; on failure throws a `ModuleLoadError`. */
export function withModuleReload<T>(
  load: () => Promise<T>,
  env: () => ReloadEnv = browserEnv,
): () => Promise<T> {
  return async () => {
    try {
      const mod = await load();
      env().storage.removeItem(MODULE_RELOAD_KEY);
      return mod;
    } catch (err) {
      throw new ModuleLoadError(err, env().storage.getItem(MODULE_RELOAD_KEY) !== '1');
    }
  };
}

/** Called by the error boundary, at the URL of the page that failed: marks the attempt and reloads. */
export function reloadOnce(env: ReloadEnv = browserEnv()): void {
  env.storage.setItem(MODULE_RELOAD_KEY, '1');
  env.reload();
}
