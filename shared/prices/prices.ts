// The price table: configuration values to centavos, fallbacks between document kinds, the mp-config
// answer, the price of a payment reference and the BRL display (spec part 1 §9).
import { formatBRL } from '../format/brl';
import { KINDS, type KindPriceKey, kindOfReference } from '../kinds';

/** Each kind's price key, in the kinds' order (shared/kinds). */
export const PRICE_KEYS: readonly KindPriceKey[] = KINDS.map((kind) => kind.price.key);
export type PriceKey = KindPriceKey;

/** All in centavos. `base` is the single `price`; `recibosAdicional` the receipts surcharge of a contract (default 0). */
export type PriceTable = Record<PriceKey, number> & { base: number; recibosAdicional: number };

export type RawPrices = Partial<Record<PriceKey | 'base' | 'recibosAdicional', unknown>>;

export const DEFAULT_PRICE_CENTS = 990;

/** An integer in this range is taken as already in centavos (spec: "between 100 and 4999"). */
const CENTS_RANGE = { min: 100, max: 4999 } as const;

/** "9,90", "9.90", "R$ 9,90", "1.234,56", "10" → [integer part, fraction part] or null. */
function splitDecimal(text: string): { whole: string; fraction: string } | null {
  let t = text.replace(/^R\$\s*/i, '').trim();
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.'); // pt-BR: dots group thousands
  const match = /^(\d+)(?:\.(\d*))?$/.exec(t);
  if (!match) return null;
  return { whole: match[1] ?? '', fraction: match[2] ?? '' };
}

/** Exact decimal reais → centavos, half up on the third decimal (avoids 1.005 * 100 = 100.4999…). */
function centsFromDecimal(whole: string, fraction: string): number {
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return (fraction[2] ?? '0') >= '5' ? cents + 1 : cents;
}

function decimalText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? String(value) : null;
  if (typeof value === 'string') return value.trim();
  return null;
}

/** Reais → centavos with no cents heuristic; ≤ 0 or anything unreadable → null. */
function strictReaisToCents(value: unknown): number | null {
  const text = decimalText(value);
  const parts = text === null ? null : splitDecimal(text);
  if (!parts) return null;
  const cents = centsFromDecimal(parts.whole, parts.fraction);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

/**
 * A configured price (reais, as a number or as "9.90" / "9,90") → centavos. Zero, negatives and anything
 * unreadable → null. An integer from 100 to 4999 written without decimals is read as already in
 * centavos (990 → 990); "100.00" has decimals and stays reais.
 */
export function priceToCents(value: unknown): number | null {
  const text = decimalText(value);
  const parts = text === null ? null : splitDecimal(text);
  if (!parts) return null;
  const isInteger =
    typeof value === 'number' ? Number.isInteger(value) : parts.fraction === '' && !/[.,]/.test(text ?? '');
  const whole = Number(parts.whole);
  if (isInteger && whole >= CENTS_RANGE.min && whole <= CENTS_RANGE.max) return whole;
  return strictReaisToCents(value);
}

/** The fallbacks of spec part 1 §9, given a converter for one raw value. */
function resolveWith(raw: RawPrices, toCents: (value: unknown) => number | null): PriceTable {
  const base = toCents(raw.base) ?? DEFAULT_PRICE_CENTS;
  const fallbacks = new Map<string, string>(KINDS.map((kind) => [kind.price.key, kind.price.fallback]));
  // A key's own price, else its fallback's (itself resolved the same way), else the base price.
  const priceOf = (key: string): number => {
    const fallback = fallbacks.get(key);
    const own = toCents(raw[key as PriceKey]);
    if (own !== null) return own;
    return fallback === undefined || fallback === 'base' ? base : priceOf(fallback);
  };
  return {
    base,
    ...(Object.fromEntries(PRICE_KEYS.map((key) => [key, priceOf(key)])) as Record<PriceKey, number>),
    recibosAdicional: toCents(raw.recibosAdicional) ?? 0,
  };
}

/**
 * The full table from configured values. Missing or invalid kinds take the base price (default R$ 9,90);
 * procuracao, reciboaluguel and declaracao_trabalho take the declaration price (itself the base unless
 * set), contrato_veiculo the rental contract's. The receipts surcharge defaults to 0.
 */
export function resolvePriceTable(raw: RawPrices): PriceTable {
  return resolveWith(raw, priceToCents);
}

export const DEFAULT_PRICE_TABLE: PriceTable = Object.freeze(resolvePriceTable({}));

/**
 * Beside the kinds' prices, `recibosAdicional`: the surcharge for a rental contract's receipts, so a page shows
 * the total the server charges (`contractTotal`) before the payment.
 */
export interface MpConfigResponse {
  ok: true;
  price: number;
  prices: Record<PriceKey, number> & { recibosAdicional: number };
}

/** The `GET mp-config` answer: every price in reais. */
export function toMpConfigResponse(table: PriceTable): MpConfigResponse {
  const prices = Object.fromEntries(PRICE_KEYS.map((key) => [key, table[key] / 100])) as Record<
    PriceKey,
    number
  >;
  return {
    ok: true,
    price: table.base / 100,
    prices: { ...prices, recibosAdicional: table.recibosAdicional / 100 },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The SPA side of `GET mp-config`: reais → centavos, 0 or less ignored, defaults kept for anything
 * missing or invalid. The server always answers reais, so no cents heuristic applies here (a price of
 * R$ 150,00 arrives as 150 and must not become R$ 1,50).
 */
export function priceTableFromMpConfig(body: unknown): PriceTable {
  if (!isRecord(body)) return { ...DEFAULT_PRICE_TABLE };
  const prices = isRecord(body.prices) ? body.prices : {};
  const raw: RawPrices = { base: body.price, recibosAdicional: prices.recibosAdicional };
  for (const key of PRICE_KEYS) raw[key] = prices[key];
  return resolveWith(raw, strictReaisToCents);
}

/** The smallest document price, shown in the home banner ("Preços a partir de …"). */
export function lowestPrice(table: PriceTable): number {
  return Math.min(...PRICE_KEYS.map((key) => table[key]));
}

/**
 * Which price a payment reference pays, by prefix (spec part 1 §9). Decisions beyond the spec:
 * `decl-trab-` (the work declaration's references) pays `declaracao_trabalho`, and `autorizacao-` pays
 * `autorizacao`; otherwise those prices could never be charged. Anything unknown pays the resume price.
 */
export function priceKeyForReference(reference: string): PriceKey {
  return kindOfReference(reference)?.price.key ?? 'curriculo';
}

export function priceForReference(reference: string, table: PriceTable): number {
  return table[priceKeyForReference(reference)];
}

/** A contract payment: the contract price plus the receipts surcharge when receipts are chosen. */
export function contractTotal(table: PriceTable, addReceipts: boolean): number {
  return table.contrato + (addReceipts ? table.recibosAdicional : 0);
}

/** "R$ 9,90" (plain space). Anything that is not a positive whole number of centavos → "R$ --". */
export function formatPrice(cents: number | null | undefined): string {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents <= 0) return 'R$ --';
  return formatBRL(cents);
}
