// "Referência: CONT-9F3A2-C41B7": the one reference a person reads on every page of a saved document (issue 41
// item 5, `shared/format/reference.ts`), the whole id in its title for whoever needs it.
import { readableReference } from '@shared/format/reference';

export function DocumentReference({ id, className }: { id: string; className?: string }) {
  return (
    <p className={className ?? 'doc-reference'}>
      Referência: <code title={id}>{readableReference(id)}</code>
    </p>
  );
}
