// Drafts kept in the browser before sign-in are moved to the server right after sign-in. Each document
// feature registers its own migrator here (wired in `app/draft-migrators.ts`); a failing one never
// blocks the others or the session.
import type { ApiClient } from '../api-client';
import type { SessionUser } from './session-types';

export interface DraftMigrator {
  /** A short name for logs, e.g. `curriculo`. */
  name: string;
  /**
   * Whether this browser holds anything to move, answered without loading the feature: every page load of a
   * signed-in person asks, and almost always nothing is there.
   */
  pending?(): boolean;
  migrate(context: { api: ApiClient; user: SessionUser }): Promise<void>;
}

const migrators: DraftMigrator[] = [];

export function registerDraftMigrator(migrator: DraftMigrator): void {
  if (!migrators.some((m) => m.name === migrator.name)) migrators.push(migrator);
}

export function registeredDraftMigrators(): readonly DraftMigrator[] {
  return migrators;
}

/** Runs every migrator; answers the names of those that failed. */
export async function migrateDrafts(
  context: { api: ApiClient; user: SessionUser },
  list: readonly DraftMigrator[] = migrators,
): Promise<string[]> {
  const due = list.filter((m) => m.pending?.() ?? true);
  const results = await Promise.allSettled(due.map((m) => m.migrate(context)));
  const failed: string[] = [];
  results.forEach((r, i) => {
    if (r.status === 'rejected') {
      failed.push(due[i]!.name);
      console.warn(`Migração de rascunhos "${due[i]!.name}" falhou`, r.reason);
    }
  });
  return failed;
}
