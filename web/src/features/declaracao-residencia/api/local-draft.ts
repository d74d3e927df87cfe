// The declaration a signed-out person fills is kept in this browser (localStorage) and moved to their
// account right after sign-in, once: by the session's draft migrator or by the page, whichever runs first.
import type { DeclaracaoResidenciaForm } from '@shared/documents/declaracao-residencia/schema';
import type { ApiClient } from '@/lib/api-client';
import type { DraftMigrator } from '@/lib/session/draft-migrations';
import { formFromStored, saveDeclaracao } from './declaracao-api';
import { LOCAL_DRAFT_KEY } from './local-draft-key';

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function readLocalDraft(storage: Storage | null = browserStorage()): DeclaracaoResidenciaForm | null {
  try {
    const text = storage?.getItem(LOCAL_DRAFT_KEY);
    return text ? formFromStored(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(
  form: DeclaracaoResidenciaForm,
  storage: Storage | null = browserStorage(),
): void {
  try {
    storage?.setItem(LOCAL_DRAFT_KEY, JSON.stringify(form));
  } catch {
    // Storage full or blocked: the form lives on while the page stays open.
  }
}

export function clearLocalDraft(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(LOCAL_DRAFT_KEY);
  } catch {
    // Nothing could have been stored either.
  }
}

const DEFAULT_FILLED: ReadonlySet<keyof DeclaracaoResidenciaForm> = new Set([
  'condicao',
  'data_dia',
  'data_mes',
  'data_ano',
]);

/** Something was typed beyond the defaults (condition and today's date). */
export function hasTypedContent(form: DeclaracaoResidenciaForm): boolean {
  return (Object.keys(form) as Array<keyof DeclaracaoResidenciaForm>).some(
    (key) => !DEFAULT_FILLED.has(key) && form[key].trim() !== '',
  );
}

export interface LocalDraft {
  /** The saved declaration, or null when the move to the server failed (the draft stays local). */
  id: string | null;
  form: DeclaracaoResidenciaForm;
  /** The saved form's version, when the move saved it. */
  version?: number;
}

let inFlight: Promise<LocalDraft | null> | null = null;
let moved: LocalDraft | null = null;

/**
 * Saves the browser draft as a new declaration of the signed-in person and removes it from the browser.
 * Concurrent calls share one save. Answers null when there is nothing to move.
 */
export function migrateLocalDraft(
  api: ApiClient,
  storage: Storage | null = browserStorage(),
): Promise<LocalDraft | null> {
  if (inFlight) return inFlight;
  const form = readLocalDraft(storage);
  if (!form || !hasTypedContent(form)) {
    clearLocalDraft(storage);
    return Promise.resolve(null);
  }
  inFlight = saveDeclaracao(api, { id: null, form, isDraft: true })
    .then((res) => {
      clearLocalDraft(storage);
      moved = { id: res.id, form, ...(res.form_version !== undefined ? { version: res.form_version } : {}) };
      return moved;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

let opening: Promise<LocalDraft | null> | null = null;

/**
 * What the page opens for a signed-in person without an `id`: the draft just moved to the server (waiting
 * for a move under way), else the browser draft that could not be moved, else null. Callers at the same
 * time (a page mounted twice in development) get the same answer.
 */
export function takeLocalDraft(
  api: ApiClient,
  storage: Storage | null = browserStorage(),
): Promise<LocalDraft | null> {
  opening ??= (async () => {
    if (!moved) {
      try {
        await (inFlight ?? migrateLocalDraft(api, storage));
      } catch {
        // Server unreachable: the browser draft is opened and saved by the page later.
      }
    }
    if (moved) {
      const result = moved;
      moved = null;
      return result;
    }
    const form = readLocalDraft(storage);
    return form && hasTypedContent(form) ? { id: null, form } : null;
  })().finally(() => {
    opening = null;
  });
  return opening;
}

export const declaracaoResidenciaDraftMigrator: DraftMigrator = {
  name: 'declaracao_residencia',
  async migrate({ api }) {
    await migrateLocalDraft(api);
  },
};
