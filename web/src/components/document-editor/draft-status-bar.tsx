// The draft/status bar: where the declaration stands (browser draft, saving, saved at HH:MM, a quiet
// failure) with its reference and "Salvar agora".
import { REPAYMENT_UNCONFIRMED_MESSAGE, STALE_VERSION_MESSAGE } from '@shared/api/versioned-save';
import { BRAZIL_TIME_ZONE } from '@shared/format/dates';
import { DocumentReference } from '@/components/document-reference';
import type { AutosaveStatus } from '@/lib/hooks/use-autosave';

export type SaveStatus = AutosaveStatus<undefined>;

/** A failed save: quiet for the autosave, told for "Salvar agora" (spec part 2 §4). */
export function saveErrorText(status: SaveStatus): string {
  return status.kind === 'error' && status.manual ? 'Falha ao salvar agora' : 'Falha ao auto-salvar';
}

// Brasília time, as Minhas Declarações shows the same save: the browser's own clock may be elsewhere. Made at
// the first save shown, not when the form's code loads (a new Intl formatter loads ICU's data).
let clock: Intl.DateTimeFormat | undefined;

function time(at: Date): string {
  clock ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: BRAZIL_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return clock.format(at);
}

export interface DraftStatusBarProps {
  signedIn: boolean;
  status: SaveStatus;
  recordId: string | null;
  isDraft: boolean;
  onSaveNow: () => void;
  /** What a final (not draft) document is called once saved; default "Declaração salva". */
  savedText?: string;
}

export function statusText({
  signedIn,
  status,
  recordId,
  isDraft,
  savedText = 'Declaração salva',
}: Omit<DraftStatusBarProps, 'onSaveNow'>) {
  if (!signedIn) return 'Rascunho guardado neste navegador';
  const saved = isDraft ? 'Rascunho salvo' : savedText;
  switch (status.kind) {
    case 'saving':
      return 'Salvando...';
    case 'saved':
      return `${saved} às ${time(status.at)}`;
    case 'error':
      return saveErrorText(status);
    case 'conflict':
      return STALE_VERSION_MESSAGE;
    case 'paid-edit':
      return REPAYMENT_UNCONFIRMED_MESSAGE;
    case 'idle':
      return recordId ? saved : 'Rascunho ainda não salvo';
  }
}

export function DraftStatusBar(props: DraftStatusBarProps) {
  const { signedIn, status, recordId, onSaveNow } = props;
  return (
    <div className={`draft-bar draft-${signedIn ? status.kind : 'local'}`}>
      <div className="draft-bar-text">
        <p className="draft-bar-status" role="status" aria-live="polite">
          {statusText(props)}
        </p>
        {recordId && <DocumentReference id={recordId} className="draft-bar-ref" />}
      </div>
      {signedIn && (
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={status.kind === 'saving' || status.kind === 'conflict' || status.kind === 'paid-edit'}
          onClick={onSaveNow}
        >
          Salvar agora
        </button>
      )}
    </div>
  );
}
