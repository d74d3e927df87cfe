// Wires each document feature's browser-draft migrator into the session's registry (run right after
// sign-in). Features add theirs here as they land, e.g. `registerDraftMigrator(curriculoDraftMigrator)`.
import { curriculoLayoutMigrator } from '@/features/curriculo/api/layout-preference-migrator';
import { declaracaoResidenciaDraftMigrator } from '@/features/declaracao-residencia/api/local-draft';
import type { DraftMigrator } from '@/lib/session/draft-migrations';
import { registerDraftMigrator } from '@/lib/session/draft-migrations';

const featureMigrators: readonly DraftMigrator[] = [
  declaracaoResidenciaDraftMigrator,
  curriculoLayoutMigrator,
];

export function registerAppDraftMigrators(): void {
  for (const migrator of featureMigrators) registerDraftMigrator(migrator);
}
