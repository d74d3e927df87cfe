// The autosave's sticky indicator, where the person is looking whatever their scroll: a failed save (and that
// it is being tried again), a save refused because another window saved first with the choice of loading the
// newer version or keeping this one, and the notice that edits kept in this browser were restored.
import { STALE_VERSION_MESSAGE } from '@shared/api/versioned-save';
import { useState } from 'react';
import type { AutosaveStatus } from '@/lib/hooks/use-autosave';
import './autosave-indicator.css';

export const RESTORED_NOTICE = 'Recuperamos alterações que ainda não tinham sido salvas.';
export const RETRYING_NOTE = 'Tentando salvar de novo automaticamente.';

export interface AutosaveIndicatorProps<O> {
  /** What `useAutosave` answers. */
  autosave: {
    status: AutosaveStatus<O>;
    restored: boolean;
    dismissRestored: () => void;
    resolveConflict: (choice: 'theirs' | 'mine') => Promise<void>;
  };
  /** The page's text for a failed save (e.g. "Falha ao auto-salvar"). */
  errorText: string;
}

export function AutosaveIndicator<O>({ autosave, errorText }: AutosaveIndicatorProps<O>) {
  const {
    status,
    restored,
    dismissRestored: onDismissRestored,
    resolveConflict: onResolveConflict,
  } = autosave;
  const [resolving, setResolving] = useState(false);
  const resolve = async (choice: 'theirs' | 'mine') => {
    setResolving(true);
    try {
      await onResolveConflict(choice);
    } finally {
      setResolving(false);
    }
  };
  return (
    <div className="autosave-indicator">
      <div role="alert">
        {status.kind === 'error' && (
          <div className="autosave-card autosave-error" data-state="error">
            <p>
              <strong>{errorText}</strong>
              {status.retrying && <> {RETRYING_NOTE}</>}
            </p>
          </div>
        )}
        {status.kind === 'conflict' && (
          <div className="autosave-card autosave-conflict" data-state="conflict">
            <p>
              <strong>{STALE_VERSION_MESSAGE}</strong>
            </p>
            <div className="autosave-actions">
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={resolving}
                onClick={() => void resolve('theirs')}
              >
                Carregar a versão mais recente
              </button>
              <button
                type="button"
                className="button button-primary button-small"
                disabled={resolving}
                onClick={() => void resolve('mine')}
              >
                Manter a minha versão
              </button>
            </div>
          </div>
        )}
      </div>
      <div role="status">
        {restored && (
          <div className="autosave-card autosave-restored" data-state="restored">
            <p>{RESTORED_NOTICE}</p>
            <button type="button" className="button button-ghost button-small" onClick={onDismissRestored}>
              Entendi
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
