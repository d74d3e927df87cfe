// Characters the PDF cannot print are shown under their field while the person types (issue 17), by the draft
// schema the server saves with; the other checks of a page wait for its buttons.
import { unprintableFields } from '@shared/text/printable';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

export function usePrintableErrors<T extends FieldValues>(
  methods: Pick<UseFormReturn<T>, 'setError' | 'clearErrors' | 'getFieldState'>,
  draftSchema: z.ZodType,
  values: T,
): void {
  const marked = useRef(new Set<string>());
  const { setError, clearErrors, getFieldState } = methods;
  useEffect(() => {
    const found = unprintableFields(draftSchema, values);
    for (const name of marked.current) {
      if (name in found) continue;
      // Only the mark this hook set: a message of the page's check stays until its field is edited.
      if (getFieldState(name as Path<T>).error?.type === 'printable') clearErrors(name as Path<T>);
    }
    for (const [name, message] of Object.entries(found)) {
      setError(name as Path<T>, { type: 'printable', message });
    }
    marked.current = new Set(Object.keys(found));
  }, [draftSchema, values, setError, clearErrors, getFieldState]);
}
