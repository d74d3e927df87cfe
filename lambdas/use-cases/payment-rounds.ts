// Payment references and the document they name. A declaration pays with its own id; a resume pays in rounds,
// `{id}.p{n}`, a new round after each edit or lapse that asks for a new payment, so an approval of an older
// round is recognised (and not applied) while the reference still leads to its document without a scan.

const ROUND_SUFFIX = /\.p(\d{1,6})$/;

/** The id of the document a payment reference names: the reference without its round suffix, if any. */
export function documentIdOf(reference: string): string {
  return reference.replace(ROUND_SUFFIX, '');
}

/** `{id}.p{n}`: the reference of the document's n-th payment round. */
export function roundReference(id: string, round: number): string {
  return `${id}.p${round}`;
}

/** The round of a reference (`{id}.p3` → 3); 0 for a reference without one. */
export function roundOf(reference: string): number {
  const match = ROUND_SUFFIX.exec(reference);
  return match ? Number(match[1]) : 0;
}

/** The reference of the round after the document's current one. */
export function nextRoundReference(doc: { id: string; payment_reference: string }): string {
  return roundReference(doc.id, roundOf(doc.payment_reference) + 1);
}

/** Every reference the document has been paid under: its own id, or each of a resume's rounds so far. */
export function everyReferenceOf(doc: { id: string; payment_reference: string }): string[] {
  const rounds = roundOf(doc.payment_reference);
  if (rounds === 0) return [doc.id];
  return Array.from({ length: rounds }, (_, i) => roundReference(doc.id, i + 1));
}
