// The local Mercado Pago stand-in's state and rules, without HTTP: payments and their checks as Mercado Pago
// makes them, idempotency keys, card tokens, PIX expiry and the allowed status moves.
import { randomUUID } from 'node:crypto';
import { toDataURL } from 'qrcode';
import { buildPixBrCode } from './br-code';
import { brandOfBin, luhnValid, outcomeForCardholder } from './payment-methods';

/** An error answered the way Mercado Pago answers: `{ message, error, status, cause: [{ code, description }] }`. */
export class MpApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  toBody() {
    const error = this.status === 401 ? 'unauthorized' : this.status === 404 ? 'not_found' : 'bad_request';
    return {
      message: this.message,
      error,
      status: this.status,
      cause: [{ code: this.code, description: this.message }],
    };
  }
}

export interface MpPayment {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  currency_id: 'BRL';
  payment_method_id: string;
  payment_type_id: string;
  description: string | null;
  external_reference: string | null;
  notification_url: string | null;
  installments: number;
  payer: { email: string; id: string | null; type: string | null };
  date_created: string;
  date_last_updated: string;
  date_approved: string | null;
  date_of_expiration: string | null;
  money_release_date: string | null;
  live_mode: false;
  captured: boolean;
  binary_mode: boolean;
  card:
    | { first_six_digits: string; last_four_digits: string; cardholder: { name: string } }
    | Record<string, never>;
  point_of_interaction: {
    type: string;
    transaction_data?: {
      qr_code: string;
      qr_code_base64: string;
      ticket_url: string;
      transaction_id: string;
    };
  };
  transaction_details: { total_paid_amount: number; net_received_amount: number; installment_amount: number };
}

/** The fields every payment has before its method adds its own. */
type PaymentBase = Omit<
  MpPayment,
  | 'status'
  | 'status_detail'
  | 'payment_type_id'
  | 'installments'
  | 'date_approved'
  | 'date_of_expiration'
  | 'card'
  | 'point_of_interaction'
>;

/** A refund as Mercado Pago answers its creation (the fields this product reads or shows). */
export interface MpRefund {
  id: number;
  payment_id: number;
  amount: number;
  status: 'approved';
  date_created: string;
}

export interface MpCardToken {
  id: string;
  first_six_digits: string;
  last_four_digits: string;
  expiration_month: number;
  expiration_year: number;
  cardholder: { name: string; identification: { type: string | null; number: string | null } };
  status: 'active';
  date_created: string;
  date_last_updated: string;
  date_due: string;
  luhn_validation: true;
  live_mode: false;
  card_number_length: number;
  security_code_length: number;
}

/** Statuses the control endpoint may set, and the moves Mercado Pago itself would make. */
export const SETTABLE_STATUSES = [
  'pending',
  'in_process',
  'authorized',
  'approved',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

const OPEN = new Set(['pending', 'in_process', 'authorized']);

function canMove(from: string, to: SettableStatus): boolean {
  if (from === to) return false;
  if (OPEN.has(from)) return to !== 'refunded' && to !== 'charged_back';
  return from === 'approved' && (to === 'refunded' || to === 'charged_back');
}

const DETAIL: Record<SettableStatus, string> = {
  pending: 'pending_waiting_transfer',
  in_process: 'pending_review_manual',
  authorized: 'pending_capture',
  approved: 'accredited',
  rejected: 'cc_rejected_other_reason',
  cancelled: 'by_collector',
  refunded: 'refunded',
  charged_back: 'settled',
};

/** Mercado Pago shows dates in its own zone; Brasília (-03:00) here. */
export function mpDate(date: Date): string {
  return `${new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, 23)}-03:00`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_EXPIRY_MS = 30 * 60_000;
const MAX_EXPIRY_MS = 30 * 24 * 3_600_000;
// Grace for the time a request spends in flight; Mercado Pago is not stricter than a minute either way.
const EXPIRY_SLACK_MS = 60_000;

/** What the stand-in keeps across restarts: its payments and which idempotency key made each. */
export interface LedgerSnapshot {
  payments: MpPayment[];
  keys: Array<[key: string, paymentId: number]>;
}

/** Where a ledger keeps its snapshot (a file in the data folder under `npm start`). */
export interface LedgerJournal {
  load(): LedgerSnapshot | null;
  save(snapshot: LedgerSnapshot): void;
}

export interface LedgerOptions {
  now: () => Date;
  /** The receiver's PIX key and name in the generated BR Codes. */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** Without one, payments live as long as the process (tests, a stand-in listening alone). */
  journal?: LedgerJournal;
}

export interface CreateContext {
  idempotencyKey: string;
  /** Where the payer's PIX page lives (`ticket_url`). */
  ticketUrlFor: (id: number) => string;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export class Ledger {
  readonly payments = new Map<string, MpPayment>();
  private readonly byKey = new Map<string, Promise<MpPayment>>();
  private readonly tokens = new Map<string, MpCardToken & { holder: string; usedBy?: number }>();
  private readonly stale = new Map<string, { snapshot: MpPayment; reads: number }>();
  /** The key that made each payment, for the journal (byKey holds promises, to answer racing requests). */
  private readonly keyOf = new Map<string, number>();
  /** Refunds by the key that made them (not journaled: a refunded payment refuses another refund anyway). */
  private readonly refunds = new Map<string, MpRefund>();
  // Ids that look like Mercado Pago's and do not repeat across restarts of the local runtime.
  private nextId = Math.floor(Date.now() / 1000) * 100;
  private nextRefundId = Math.floor(Date.now() / 1000) * 10;

  constructor(private readonly options: LedgerOptions) {
    const snapshot = options.journal?.load();
    for (const payment of snapshot?.payments ?? []) {
      this.payments.set(String(payment.id), payment);
      this.nextId = Math.max(this.nextId, payment.id);
    }
    for (const [key, id] of snapshot?.keys ?? []) {
      const payment = this.payments.get(String(id));
      if (!payment) continue;
      this.byKey.set(key, Promise.resolve(payment));
      this.keyOf.set(key, id);
    }
  }

  /** Written after every change: payments are made and moved by people clicking, a few per minute at most. */
  private persist(): void {
    this.options.journal?.save({ payments: [...this.payments.values()], keys: [...this.keyOf] });
  }

  /** `POST /v1/payments`: the same key answers the same payment, even for concurrent requests. */
  createPayment(body: unknown, ctx: CreateContext): Promise<MpPayment> {
    const known = this.byKey.get(ctx.idempotencyKey);
    if (known) return known;
    const created = this.build(asRecord(body), ctx).then((payment) => {
      this.keyOf.set(ctx.idempotencyKey, payment.id);
      this.persist();
      return payment;
    });
    this.byKey.set(ctx.idempotencyKey, created);
    // A refused request leaves the key free, as Mercado Pago stores only payments it made.
    created.catch(() => this.byKey.delete(ctx.idempotencyKey));
    return created;
  }

  private async build(body: Record<string, unknown>, ctx: CreateContext): Promise<MpPayment> {
    const now = this.options.now();
    const amount = body.transaction_amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
      throw new MpApiError(400, '4037', 'transaction_amount must be a positive number');
    }
    if (Math.round(amount * 100) !== Number((amount * 100).toFixed(6))) {
      throw new MpApiError(400, '4037', 'transaction_amount accepts at most two decimals');
    }
    const methodId = body.payment_method_id;
    if (typeof methodId !== 'string' || methodId === '') {
      throw new MpApiError(400, '4', 'payment_method_id is required');
    }
    const payer = asRecord(body.payer);
    if (typeof payer.email !== 'string' || !EMAIL.test(payer.email)) {
      throw new MpApiError(400, '4050', 'payer.email must be a valid email');
    }
    const notificationUrl = body.notification_url;
    if (
      notificationUrl !== undefined &&
      (typeof notificationUrl !== 'string' || !/^https?:\/\/\S+$/.test(notificationUrl))
    ) {
      throw new MpApiError(400, '4020', 'notification_url attribute must be url valid');
    }
    const externalReference = typeof body.external_reference === 'string' ? body.external_reference : null;
    const description = typeof body.description === 'string' ? body.description : null;
    const id = ++this.nextId;
    const base = {
      id,
      transaction_amount: amount,
      currency_id: 'BRL' as const,
      payment_method_id: methodId,
      description,
      external_reference: externalReference,
      notification_url: typeof notificationUrl === 'string' ? notificationUrl : null,
      payer: { email: payer.email, id: null, type: null },
      date_created: mpDate(now),
      date_last_updated: mpDate(now),
      money_release_date: null,
      live_mode: false as const,
      captured: true,
      binary_mode: body.binary_mode === true,
      transaction_details: {
        total_paid_amount: amount,
        net_received_amount: amount,
        installment_amount: amount,
      },
    };
    const payment =
      methodId === 'pix'
        ? await this.pix(base, body, now, ctx)
        : this.card(base, body, now, amount, methodId);
    this.payments.set(String(id), payment);
    return payment;
  }

  private async pix(
    base: PaymentBase,
    body: Record<string, unknown>,
    now: Date,
    ctx: CreateContext,
  ): Promise<MpPayment> {
    let expiresAt = new Date(now.getTime() + 24 * 3_600_000);
    if (body.date_of_expiration !== undefined) {
      const ms =
        typeof body.date_of_expiration === 'string' ? Date.parse(body.date_of_expiration) : Number.NaN;
      const ahead = ms - now.getTime();
      if (
        Number.isNaN(ms) ||
        ahead < MIN_EXPIRY_MS - EXPIRY_SLACK_MS ||
        ahead > MAX_EXPIRY_MS + EXPIRY_SLACK_MS
      ) {
        throw new MpApiError(400, '4', 'date_of_expiration must be between 30 minutes and 30 days from now');
      }
      expiresAt = new Date(ms);
    }
    const qrCode = buildPixBrCode({
      pixKey: this.options.pixKey,
      merchantName: this.options.merchantName,
      merchantCity: this.options.merchantCity,
      amountCents: Math.round(base.transaction_amount * 100),
      txid: `MP${base.id}`,
      singleUse: true,
    });
    const png = await toDataURL(qrCode, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
    return {
      ...base,
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      payment_type_id: 'bank_transfer',
      installments: 1,
      date_approved: null,
      date_of_expiration: mpDate(expiresAt),
      card: {},
      point_of_interaction: {
        type: 'OPENPLATFORM',
        transaction_data: {
          qr_code: qrCode,
          qr_code_base64: png.slice(png.indexOf(',') + 1),
          ticket_url: ctx.ticketUrlFor(base.id),
          transaction_id: `PIX${base.id}`,
        },
      },
    };
  }

  private card(
    base: PaymentBase,
    body: Record<string, unknown>,
    now: Date,
    amount: number,
    methodId: string,
  ): MpPayment {
    const tokenId = body.token;
    const token = typeof tokenId === 'string' ? this.tokens.get(tokenId) : undefined;
    if (!token || token.usedBy !== undefined) throw new MpApiError(400, '2006', 'Card Token not found');
    const installments = body.installments;
    if (typeof installments !== 'number' || !Number.isInteger(installments) || installments < 1) {
      throw new MpApiError(400, '3029', 'installments must be a positive integer');
    }
    const brand = brandOfBin(token.first_six_digits);
    if (!brand || brand.payment_type_id === 'bank_transfer') {
      throw new MpApiError(400, '4033', 'payment_method_id not found');
    }
    if (brand.id !== methodId) throw new MpApiError(400, '10102', 'diff_param_bins');
    token.usedBy = base.id;
    const outcome = outcomeForCardholder(token.holder);
    return {
      ...base,
      ...outcome,
      payment_type_id: 'credit_card',
      installments,
      date_approved: outcome.status === 'approved' ? mpDate(now) : null,
      date_of_expiration: null,
      card: {
        first_six_digits: token.first_six_digits,
        last_four_digits: token.last_four_digits,
        cardholder: { name: token.holder },
      },
      point_of_interaction: { type: 'UNSPECIFIED' },
      transaction_details: {
        total_paid_amount: amount,
        net_received_amount: amount,
        installment_amount: amount / installments,
      },
    };
  }

  /** The payment as a GET sees it: a pending PIX past its expiry reads as cancelled (expired). */
  read(id: string): MpPayment | undefined {
    const stale = this.stale.get(id);
    if (stale) {
      if (--stale.reads <= 0) this.stale.delete(id);
      return stale.snapshot;
    }
    return this.current(id);
  }

  /** Like `read`, without serving an armed stale read (lists, search, the simulator page). */
  current(id: string): MpPayment | undefined {
    const p = this.payments.get(id);
    if (!p) return undefined;
    const now = this.options.now();
    if (p.status === 'pending' && p.date_of_expiration && Date.parse(p.date_of_expiration) <= now.getTime()) {
      p.status = 'cancelled';
      p.status_detail = 'expired';
      p.date_last_updated = mpDate(now);
    }
    return p;
  }

  all(): MpPayment[] {
    return [...this.payments.keys()].map((id) => this.current(id)!).reverse();
  }

  search(externalReference: string | null): MpPayment[] {
    return this.all().filter((p) => externalReference === null || p.external_reference === externalReference);
  }

  /** Moves a payment as Mercado Pago would; returns the state before the move. */
  move(id: string, status: SettableStatus): { before: MpPayment; after: MpPayment } {
    const p = this.current(id);
    if (!p) throw new MpApiError(404, '2000', 'Payment not found');
    if (!canMove(p.status, status)) {
      throw new MpApiError(
        409,
        'invalid_transition',
        `cannot move payment ${id} from ${p.status} to ${status}`,
      );
    }
    const before = structuredClone(p);
    const now = this.options.now();
    p.status = status;
    p.status_detail = DETAIL[status];
    p.date_last_updated = mpDate(now);
    if (status === 'approved') {
      p.date_approved = mpDate(now);
      p.money_release_date = mpDate(now);
    }
    this.persist();
    return { before, after: p };
  }

  /**
   * `PUT /v1/payments/{id}` as Mercado Pago answers it: only `{ "status": "cancelled" }`, and only for a payment
   * still pending, in process or authorized (errors 4017, 2016, 2018).
   */
  cancel(id: string, body: unknown): { before: MpPayment; after: MpPayment } {
    const p = this.current(id);
    if (!p) throw new MpApiError(404, '2000', 'Payment not found');
    const status = asRecord(body).status;
    if (status === undefined || status === null)
      throw new MpApiError(400, '4017', "Status attribute can't be null");
    if (status !== 'cancelled') throw new MpApiError(400, '2016', 'Invalid status for update');
    if (!OPEN.has(p.status))
      throw new MpApiError(400, '2018', 'The action requested is not valid for the current payment state');
    return this.move(id, 'cancelled');
  }

  /** `POST /v1/payments/{id}/refunds` without an amount: the full refund of an approved payment, once per key. */
  refund(id: string, idempotencyKey: string): { refund: MpRefund; moved: boolean } {
    // Mercado Pago scopes a refund's key to its payment.
    const refundKey = `${id}\0${idempotencyKey}`;
    const known = this.refunds.get(refundKey);
    if (known) return { refund: known, moved: false };
    const p = this.current(id);
    if (!p) throw new MpApiError(404, '2000', 'Payment not found');
    if (p.status !== 'approved')
      throw new MpApiError(400, '2063', 'The action requested is not valid for the current payment state');
    this.move(id, 'refunded');
    const refund: MpRefund = {
      id: this.nextRefundId++,
      payment_id: p.id,
      amount: p.transaction_amount,
      status: 'approved',
      date_created: mpDate(this.options.now()),
    };
    this.refunds.set(refundKey, refund);
    return { refund, moved: true };
  }

  /** The next `reads` GETs of this payment answer `snapshot`, as a lagging replica would. */
  armStaleRead(id: string, snapshot: MpPayment, reads = 1): void {
    this.stale.set(id, { snapshot: structuredClone(snapshot), reads });
  }

  clearStaleRead(id: string): void {
    this.stale.delete(id);
  }

  /** `POST /v1/card_tokens`, with the checks and error codes of Mercado Pago's card form. */
  createCardToken(body: unknown): MpCardToken {
    const b = asRecord(body);
    const number = typeof b.card_number === 'string' ? b.card_number.replace(/\s+/g, '') : '';
    if (!number) throw new MpApiError(400, '205', 'parameter cardNumber can not be null/empty');
    if (!/^\d{13,19}$/.test(number) || !luhnValid(number))
      throw new MpApiError(400, 'E301', 'invalid card number');
    const cvv = typeof b.security_code === 'string' ? b.security_code : '';
    if (!/^\d{3,4}$/.test(cvv)) throw new MpApiError(400, 'E302', 'invalid security_code');
    const month = Number(b.expiration_month);
    if (!Number.isInteger(month) || month < 1 || month > 12)
      throw new MpApiError(400, '325', 'invalid expiration_month');
    const year = Number(b.expiration_year);
    const now = this.options.now();
    const expired =
      year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
    if (!Number.isInteger(year) || year > now.getUTCFullYear() + 30 || expired) {
      throw new MpApiError(400, '326', 'invalid expiration_year');
    }
    const holder = asRecord(b.cardholder);
    const name = typeof holder.name === 'string' ? holder.name.trim() : '';
    if (!name) throw new MpApiError(400, '221', 'parameter cardholderName can not be null/empty');
    const identification = asRecord(holder.identification);
    const token: MpCardToken = {
      id: randomUUID().replace(/-/g, ''),
      first_six_digits: number.slice(0, 6),
      last_four_digits: number.slice(-4),
      expiration_month: month,
      expiration_year: year,
      cardholder: {
        name,
        identification: {
          type: typeof identification.type === 'string' ? identification.type : null,
          number: typeof identification.number === 'string' ? identification.number : null,
        },
      },
      status: 'active',
      date_created: mpDate(now),
      date_last_updated: mpDate(now),
      date_due: mpDate(new Date(now.getTime() + 7 * 24 * 3_600_000)),
      luhn_validation: true,
      live_mode: false,
      card_number_length: number.length,
      security_code_length: cvv.length,
    };
    this.tokens.set(token.id, { ...token, holder: name });
    return token;
  }

  cardToken(id: string): MpCardToken | undefined {
    const t = this.tokens.get(id);
    if (!t) return undefined;
    const { holder: _holder, usedBy: _usedBy, ...token } = t;
    return token;
  }
}
