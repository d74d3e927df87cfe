// The autosave's sticky indicator, where the person is looking whatever their scroll: a failed save (and that
// it is being tried again), a save refused because another window saved first with the choice of loading the
// newer version or keeping this one, a save refused because it would un-pay a paid document with the choice
// of confirming it or putting the paid form back, and the notice that edits kept in this browser were restored.
import { REPAYMENT_UNCONFIRMED_MESSAGE, STALE_VERSION_MESSAGE } from '@shared/api/versioned-save';
import { type ReactNode, useState } from 'react';
import type { AutosaveStatus } from '@/lib/hooks/use-autosave';
import './autosave-indicator.css';

export const RESTORED_NOTICE = 'Recuperamos alterações que ainda não tinham sido salvas.';
export const RETRYING_NOTE = 'Tentando salvar de novo automaticamente.';
/** The question of every kind's paid-edit dialog (`use-paid-edit-confirmation.tsx`), asked here by the server. */
export const PAID_EDIT_TITLE = 'Alterar um documento já pago?';

export interface AutosaveIndicatorProps<O> {
  /** What `useAutosave` answers. */
  autosave: {
    status: AutosaveStatus<O>;
    restored: boolean;
    dismissRestored: () => void;
    resolveConflict: (choice: 'theirs' | 'mine') => Promise<void>;
    resolvePaidEdit: (choice: 'confirm' | 'cancel') => Promise<void>;
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
    resolvePaidEdit: onResolvePaidEdit,
  } = autosave;
  const [resolving, setResolving] = useState(false);
  const settle = async (answer: () => Promise<void>) => {
    setResolving(true);
    try {
      await answer();
    } finally {
      setResolving(false);
    }
  };
  const resolve = (choice: 'theirs' | 'mine') => settle(() => onResolveConflict(choice));
  const resolvePaid = (choice: 'confirm' | 'cancel') => settle(() => onResolvePaidEdit(choice));
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
          <ChoiceCard
            state="conflict"
            text={<strong>{STALE_VERSION_MESSAGE}</strong>}
            busy={resolving}
            secondary={{ label: 'Carregar a versão mais recente', onClick: () => void resolve('theirs') }}
            primary={{ label: 'Manter a minha versão', onClick: () => void resolve('mine') }}
          />
        )}
        {status.kind === 'paid-edit' && (
          <ChoiceCard
            state="paid-edit"
            text={
              <>
                <strong>{PAID_EDIT_TITLE}</strong> {REPAYMENT_UNCONFIRMED_MESSAGE}
              </>
            }
            busy={resolving}
            secondary={{ label: 'Cancelar', onClick: () => void resolvePaid('cancel') }}
            primary={{ label: 'Alterar e pagar de novo', onClick: () => void resolvePaid('confirm') }}
          />
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

interface Choice {
  label: string;
  onClick: () => void;
}

/** A refused save's card: what happened and the person's two ways on. */
function ChoiceCard(props: {
  state: string;
  text: ReactNode;
  busy: boolean;
  secondary: Choice;
  primary: Choice;
}) {
  return (
    <div className="autosave-card autosave-conflict" data-state={props.state}>
      <p>{props.text}</p>
      <div className="autosave-actions">
        {([props.secondary, props.primary] as const).map((choice, i) => (
          <button
            key={choice.label}
            type="button"
            className={`button ${i === 0 ? 'button-secondary' : 'button-primary'} button-small`}
            disabled={props.busy}
            onClick={choice.onClick}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}
