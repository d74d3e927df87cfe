// Wires each document feature's browser-draft migrator into the session's registry (run right after
// sign-in). Each is imported only when it runs: its feature's schemas stay out of the first page load.
import type { DraftMigrator } from '@/lib/session/draft-migrations';
import { registerDraftMigrator } from '@/lib/session/draft-migrations';

const featureMigrators: readonly DraftMigrator[] = [
  {
    name: 'declaracao_residencia',
    migrate: async (context) =>
      (
        await import('@/features/declaracao-residencia/api/local-draft')
      ).declaracaoResidenciaDraftMigrator.migrate(context),
  },
  {
    name: 'curriculo-layout',
    migrate: async (context) =>
      (await import('@/features/curriculo/api/layout-preference-migrator')).curriculoLayoutMigrator.migrate(
        context,
      ),
  },
];

export function registerAppDraftMigrators(): void {
  for (const migrator of featureMigrators) registerDraftMigrator(migrator);
}
