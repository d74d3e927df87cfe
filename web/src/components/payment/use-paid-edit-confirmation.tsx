// Asks before the first change to a paid document takes effect (issue 15): the change is held back, a native
// dialog says a new payment will be needed, "Cancelar" restores the value (nothing saved) and confirming
// applies it. One line per page: `const paidEdit = usePaidEditConfirmation(methods, armed)` and render
// `paidEdit.dialog`; the page keeps autosave off while `paidEdit.pending`.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';

export const PAID_EDIT_TEXTS = {
  title: 'Alterar um documento já pago?',
  message:
    'O PDF deste documento já foi gerado com os dados pagos. Se você alterar os dados, será necessário um novo pagamento para gerar o PDF outra vez.',
  confirm: 'Alterar e pagar de novo',
  cancel: 'Cancelar',
} as const;

export interface PaidEditConfirmation {
  /** A change is held back, waiting for the answer. */
  pending: boolean;
  /**
   * The person confirmed: the page's saves say so (`confirm_repayment`, the server un-pays only then) until the
   * document is paid again.
   */
  confirmed: boolean;
  dialog: ReactNode;
}

/**
 * `armed`: the document's next change needs a new payment (paid, and its PDF released since). While armed,
 * the first change to any field is undone at once and held; the dialog decides. After a confirmation the
 * page edits freely until it is armed again (a new payment).
 */
export function usePaidEditConfirmation<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  armed: boolean,
  /** A kind's own wording (a contract is un-paid by any edit, before its PDF too). */
  ownTexts: Partial<Record<keyof typeof PAID_EDIT_TEXTS, string>> = {},
): PaidEditConfirmation {
  const texts = { ...PAID_EDIT_TEXTS, ...ownTexts };
  const [held, setHeld] = useState<T | null>(null);
  const confirmed = useRef(false);
  const [confirmedShown, setConfirmedShown] = useState(false);
  /** The values the paid document holds: what "Cancelar" restores. */
  const paidValues = useRef<T | null>(null);
  const { watch, getValues, reset, setValue } = form;

  useEffect(() => {
    confirmed.current = false;
    setConfirmedShown(false);
    if (!armed) return;
    paidValues.current = structuredClone(getValues());
    const subscription = watch((next, { name }) => {
      // `name` is absent for a reset (a load, or the undo below): only a person's edit is asked about.
      if (name === undefined || confirmed.current || paidValues.current === null) return;
      const attempted = structuredClone(next) as T;
      reset(paidValues.current, { keepDefaultValues: true });
      setHeld(attempted);
    });
    return () => subscription.unsubscribe();
  }, [armed, watch, getValues, reset]);

  const cancel = useCallback(() => setHeld(null), []);
  const confirm = useCallback(() => {
    if (held === null) return;
    confirmed.current = true;
    setConfirmedShown(true);
    const before = paidValues.current ?? ({} as T);
    // Applied as if typed, so autosave and the preview see the change.
    for (const key of Object.keys(held) as Path<T>[]) {
      const value = held[key as keyof T];
      if (JSON.stringify(value) !== JSON.stringify(before[key as keyof T]))
        setValue(key, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    setHeld(null);
  }, [held, setValue]);

  return {
    pending: held !== null,
    confirmed: confirmedShown,
    dialog: (
      <ConfirmDialog
        open={held !== null}
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        onConfirm={confirm}
        onCancel={cancel}
      />
    ),
  };
}
