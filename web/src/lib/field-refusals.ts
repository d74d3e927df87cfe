// The fields of a form the server refused (`error.fields` of any answer), told to the forms on the page: the API
// client reports them in its one place, and each `DocumentForm` marks those it has, so every kind's save,
// payment and PDF refusal points at its fields without each page wiring it.
import type { FieldProblem } from '@shared/api/envelope';

type Listener = (fields: readonly FieldProblem[]) => void;

const listeners = new Set<Listener>();

export function reportFieldRefusal(fields: readonly FieldProblem[]): void {
  for (const listener of listeners) listener(fields);
}

/** Listens to refusals; returns the way to stop. */
export function onFieldRefusal(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
