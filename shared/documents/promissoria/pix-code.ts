// The static PIX BR Code of each promissory note (issue 43 item 3): the EMV payload of pix-utils for the note's
// amount, the creditor's key, name and city, and a transaction id made of the batch's readable reference and the
// note's number. pix-utils' EMV writer is imported alone: its package entry also loads its dynamic-PIX fetcher
// (axios, about 350 KB bundled), which a static code never calls.
import { createEmv } from 'pix-utils/dist/main/emvHandler.js';
import { PixElementType } from 'pix-utils/dist/main/types/pixElements.js';
import { readableReference, referenceSearchKey } from '../../format/reference';
import { isPixKeyType, PIX_CITY_MAX, PIX_NAME_MAX, pixKeyOf, pixText } from './pix-key';
import type { PromissoriaFinal } from './schema';

/** Who receives a batch's PIX payments, as its codes carry them. */
export interface PixReceiver {
  /** The key as the DICT holds it (`pixKeyOf`). */
  key: string;
  /** Upper case without accents, at most 25 and 15 characters (`pixText`). */
  name: string;
  city: string;
}

/** The BR Code's limit for the transaction id (ID 62-05): 25 letters and digits. */
export const PIX_TXID_MAX = 25;

/** The batch's receiver, or null when it has no key (the form passed the final check, so a key is a valid one). */
export function pixReceiverOf(
  form: Pick<PromissoriaFinal, 'pix_tipo' | 'pix_chave' | 'pix_nome' | 'pix_cidade'>,
): PixReceiver | null {
  if (!isPixKeyType(form.pix_tipo)) return null;
  const key = pixKeyOf(form.pix_tipo, form.pix_chave);
  const name = pixText(form.pix_nome);
  const city = pixText(form.pix_cidade);
  if (!key || !name || !city || name.length > PIX_NAME_MAX || city.length > PIX_CITY_MAX)
    throw new RangeError('chave PIX fora do que a verificação final aceita');
  return { key, name, city };
}

/**
 * "PROM9F3A2C41B7N003": the batch's readable reference (what the person reads on the page and the footer) in
 * letters and digits, and the note's number; "***" (no id, as the BR Code says) for notes of no saved batch.
 */
export function noteTxid(loteId: string | null | undefined, indice: number): string {
  if (!loteId) return '***';
  const txid = `${referenceSearchKey(readableReference(loteId))}N${String(indice).padStart(3, '0')}`;
  if (!/^[0-9A-Z]+$/.test(txid) || txid.length > PIX_TXID_MAX) throw new RangeError(`txid inválido: ${txid}`);
  return txid;
}

/** The copy-and-paste code (and QR content) of a note of `valorCentavos`. */
export function notePixPayload(receiver: PixReceiver, valorCentavos: number, txid: string): string {
  return createEmv({
    type: PixElementType.STATIC,
    merchantCategoryCode: '0000',
    transactionCurrency: '986',
    countryCode: 'BR',
    merchantName: receiver.name,
    merchantCity: receiver.city,
    pixKey: receiver.key,
    transactionAmount: valorCentavos / 100,
    txid,
  });
}
