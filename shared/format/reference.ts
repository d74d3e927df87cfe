// The one reference a person reads (issue 41 item 5): the kind's code and the last ten random characters of the
// stored id in two groups ("CONT-9F3A2-C41B7"), on the page, every list, the payment's description and the
// admins' console. Drawn from the id alone (never from a name, CPF or RG), so every document already has one
// and nothing stores it; the full id stays what links and requests carry.
import { REFERENCE_PREFIXES } from '../kinds';

/** The prefixes ids are made with (longest first: `contrato-veiculo-` before `contrato-`), each with its kind. */
const ID_PREFIXES = REFERENCE_PREFIXES.filter(({ prefix, kind }) => prefix === kind.referencePrefix);

/**
 * "TRAB-9F3A2-C41B7" for `decl-trab-{ms}-{20 hex}`: the kind's code and the random part's last 10 characters
 * (older ids end in 10). An id without a random part shows the end of its last segment.
 */
export function readableReference(reference: string): string {
  // A resume's payment round (`{id}.p2`) is the same document: it reads as the document does.
  const id = reference.replace(/\.p\d+$/, '');
  const code = ID_PREFIXES.find(({ prefix }) => id.startsWith(prefix))?.kind.readableCode ?? 'DOC';
  const last = id.slice(id.lastIndexOf('-') + 1).toUpperCase();
  const tail = /^(?:[0-9A-F]{10}){1,2}$/.test(last)
    ? `${last.slice(-10, -5)}-${last.slice(-5)}`
    : last.slice(-8);
  return `${code}-${tail}`;
}

/**
 * What a search for a reference compares: upper case, letters and digits only, so "cont 9f3a2-c41b7",
 * "9F3A2C41B7" and "C41B7" all fall inside "CONT9F3A2C41B7".
 */
export function referenceSearchKey(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/**
 * What a name search compares: lower case without accents and with single spaces, so "JOSÉ  da silva" finds
 * "José da Silva".
 */
export function nameSearchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
