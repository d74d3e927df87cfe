// A page chunk that fails to load (usually a deploy replaced it) gets one automatic page reload; a
// second failure reaches the route's error screen ("Falha ao carregar módulo").

export const MODULE_RELOAD_KEY = 'module_reload_attempted';

export class ModuleLoadError extends Error {
  override name = 'ModuleLoadError';
  constructor(readonly original: unknown) {
    super('Falha ao carregar módulo');
  }
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

function browserEnv(): ReloadEnv {
  return { storage: window.sessionStorage, reload: () => window.location.reload() };
}

/** Wraps a dynamic import: clears the guard on success, reloads once on failure, then throws. */
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
      const { storage, reload } = env();
      if (storage.getItem(MODULE_RELOAD_KEY) !== '1') {
        storage.setItem(MODULE_RELOAD_KEY, '1');
        reload();
        // Keep the spinner up while the browser reloads.
        return new Promise<T>(() => {});
      }
      throw new ModuleLoadError(err);
    }
  };
}
