// The delete of a list page's row (spec part 2 §8 "Delete"): asked in a dialog first, refused at once without
// a network ("Rede indisponível"), then the row leaves the list with the kind's success text, or the failure's
// message is shown.
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';

export interface ConfirmedDeleteOptions<T> {
  remove: (item: T) => Promise<unknown>;
  /** The row is gone on the server: take it out of the shown list. */
  onRemoved: (item: T) => void;
  /** "Excluída" / "Excluído". */
  successText: string;
  failureText: (error: unknown) => string;
}

export function useConfirmedDelete<T>({
  remove,
  onRemoved,
  successText,
  failureText,
}: ConfirmedDeleteOptions<T>) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    const item = toDelete;
    if (!item) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setToDelete(null);
      toast.error('Rede indisponível');
      return;
    }
    setDeleting(true);
    try {
      await remove(item);
      onRemoved(item);
      toast.success(successText);
    } catch (err) {
      toast.error(failureText(err));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

  return {
    toDelete,
    /** Opens the dialog for `item`. */
    ask: setToDelete,
    deleting,
    confirm: () => void confirm(),
    cancel: () => !deleting && setToDelete(null),
  };
}
