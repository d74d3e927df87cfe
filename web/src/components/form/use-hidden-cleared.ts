// Blanks at once the fields a choice hides (issue 39), by the kind's own rule in shared/documents (`visible…`,
// the one the server's save and the PDF apply), so the saved draft and the preview never hold what was hidden.
import { hiddenPatch } from '@shared/documents/hidden-fields';
import { useEffect, useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { patchForm } from './form-kit';

const everyField = () => true;

/**
 * `visible` blanks what `form`'s choices hide; the fields it changes, of those `owns` names (a section's own,
 * when several sections share one rule), are set blank as if typed. `visible` and `owns` are stable functions.
 */
export function useHiddenCleared<T extends FieldValues>(
  methods: Pick<UseFormReturn<T>, 'setValue' | 'clearErrors' | 'getFieldState'>,
  form: T,
  visible: (form: T) => T,
  owns: (field: string) => boolean = everyField,
): void {
  const hidden = useMemo(() => hiddenPatch(form, visible, owns), [form, visible, owns]);
  useEffect(() => {
    if (Object.keys(hidden).length > 0) patchForm(methods, hidden);
  }, [hidden, methods]);
}
