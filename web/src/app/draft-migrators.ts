// Wires each document feature's browser-draft migrator into the session's registry (run right after
// sign-in). Each is imported only when this browser holds its key: its feature's schemas stay out of the first
// page load, and out of every later signed-in load that has nothing to move.
import { LAYOUT_PREFERENCE_KEY } from '@/features/curriculo/api/layout-preference-key';
import { LOCAL_DRAFT_KEY } from '@/features/declaracao-residencia/api/local-draft-key';
import type { DraftMigrator } from '@/lib/session/draft-migrations';
import { registerDraftMigrator } from '@/lib/session/draft-migrations';

/** True when localStorage holds the key (blocked storage holds nothing). */
function stored(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

const featureMigrators: readonly DraftMigrator[] = [
  {
    name: 'declaracao_residencia',
    pending: () => stored(LOCAL_DRAFT_KEY),
    migrate: async (context) =>
      (
        await import('@/features/declaracao-residencia/api/local-draft')
      ).declaracaoResidenciaDraftMigrator.migrate(context),
  },
  {
    name: 'curriculo-layout',
    pending: () => stored(LAYOUT_PREFERENCE_KEY),
    migrate: async (context) =>
      (await import('@/features/curriculo/api/layout-preference-migrator')).curriculoLayoutMigrator.migrate(
        context,
      ),
  },
];

export function registerAppDraftMigrators(): void {
  for (const migrator of featureMigrators) registerDraftMigrator(migrator);
}
