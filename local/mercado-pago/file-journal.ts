// The stand-in's memory under `npm start`: its payments in one JSON file of the data folder, so that a PIX made
// before a restart can still be read, searched and approved on the simulator after it, like every other thing
// the local runtime keeps there. Each write goes to a temporary file renamed into place, so a crash mid-write
// leaves the previous snapshot whole.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { logger } from '../../lambdas/core/logger';
import type { LedgerJournal, LedgerSnapshot } from './ledger';

export const STAND_IN_FILE = 'mercado-pago-stand-in.json';

function isSnapshot(value: unknown): value is LedgerSnapshot {
  const v = value as Partial<LedgerSnapshot> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.payments) &&
    v.payments.every((p) => typeof p?.id === 'number') &&
    Array.isArray(v.keys)
  );
}

export function fileJournal(path: string): LedgerJournal {
  return {
    load() {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      if (isSnapshot(parsed)) return parsed;
      // Edited by hand, or from another version: set aside rather than refusing to start, and said so.
      const aside = `${path}.unreadable-${Date.now()}`;
      renameSync(path, aside);
      logger.warn('Mercado Pago stand-in: payments file unreadable, starting without payments', {
        file: path,
        kept_as: aside,
      });
      return null;
    },
    save(snapshot) {
      const temp = `${path}.tmp`;
      try {
        writeFileSync(temp, JSON.stringify(snapshot));
        renameSync(temp, path);
      } catch (error) {
        // The payment itself stands (Mercado Pago made it); only the next start would not know it.
        logger.error('Mercado Pago stand-in: could not save payments', { file: path, error });
      }
    },
  };
}
