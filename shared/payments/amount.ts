// The amount of a payment, decided on the server from the document kind (or its payment reference), the
// price table and the options the person chose; nothing the request says about money is ever used.
import {
  contractTotal,
  PRICE_KEYS,
  type PriceKey,
  type PriceTable,
  priceKeyForReference,
} from '../prices/prices';

export interface PaymentAmountOptions {
  /** Rental contract only: monthly rent receipts added to the contract (spec part 2, ContratoLocacao). */
  addReceipts?: boolean;
}

function isPriceKey(value: string): value is PriceKey {
  return (PRICE_KEYS as readonly string[]).includes(value);
}

/** Which price applies: a price key as given, otherwise the kind a payment reference's prefix names. */
export function priceKeyOf(kindOrReference: string): PriceKey {
  return isPriceKey(kindOrReference) ? kindOrReference : priceKeyForReference(kindOrReference);
}

/**
 * The amount in centavos to charge. Receipts add to the contract price only; for any other kind the option
 * is ignored. Throws when the table yields no positive whole amount (a configuration fault, never a free PDF).
 */
export function paymentAmountCents(
  kindOrReference: string,
  table: PriceTable,
  options: PaymentAmountOptions = {},
): number {
  const key = priceKeyOf(kindOrReference);
  const cents = key === 'contrato' ? contractTotal(table, options.addReceipts === true) : table[key];
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new Error(`No positive price configured for ${key}: ${cents}`);
  }
  return cents;
}
