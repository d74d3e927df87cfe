// The pieces every "my documents" list page draws around its table: "Atualizar", the failed load with
// "Tentar novamente", "Carregar mais" while a cursor remains, and the dialog that confirms a delete.
import { ConfirmDialog } from './confirm-dialog';

export function RefreshButton({
  busy,
  refreshing,
  onClick,
}: {
  /** The first load is running: nothing to refresh yet. */
  busy: boolean;
  refreshing: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="button button-secondary" disabled={busy || refreshing} onClick={onClick}>
      {refreshing ? 'Atualizando...' : 'Atualizar'}
    </button>
  );
}

export function ListLoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert alert-error list-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        Tentar novamente
      </button>
    </div>
  );
}

export function LoadMoreButton({
  nextCursor,
  loading,
  onClick,
}: {
  nextCursor: string | null;
  loading: boolean;
  onClick: () => void;
}) {
  if (!nextCursor) return null;
  return (
    <button type="button" className="button button-secondary list-more" disabled={loading} onClick={onClick}>
      {loading ? 'Carregando...' : 'Carregar mais'}
    </button>
  );
}

/** The dialog of `useConfirmedDelete` (web/src/lib/hooks/use-confirmed-delete.ts). */
export function DeleteDialog({
  removal,
  title,
  message,
}: {
  removal: { toDelete: unknown; deleting: boolean; confirm: () => void; cancel: () => void };
  title: string;
  message: string;
}) {
  return (
    <ConfirmDialog
      open={removal.toDelete !== null}
      title={title}
      message={message}
      confirmLabel={removal.deleting ? 'Excluindo...' : 'Excluir'}
      danger
      busy={removal.deleting}
      onConfirm={removal.confirm}
      onCancel={removal.cancel}
    />
  );
}
