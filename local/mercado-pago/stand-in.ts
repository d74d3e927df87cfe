// The local Mercado Pago stand-in: a plain node request listener speaking the parts of Mercado Pago's HTTP API
// the product uses, mountable under a path prefix of the local server or listening alone (tests, port 0).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Ledger,
  type LedgerJournal,
  MpApiError,
  type MpPayment,
  SETTABLE_STATUSES,
  type SettableStatus,
} from './ledger';
import { PAYMENT_METHODS } from './payment-methods';
import { simulatorPage } from './sim-page';
import { createDeliverer, type DeliveryOptions, type DeliveryRecord } from './webhook-delivery';

export type { MpCardToken, MpPayment, SettableStatus } from './ledger';
export type { DeliveryOptions, DeliveryRecord } from './webhook-delivery';

export interface MercadoPagoStandInOptions {
  /** `MP_ACCESS_TOKEN`: every API call must carry `Authorization: Bearer {accessToken}`. */
  accessToken: string;
  /** `MP_PUBLIC_KEY`: when set, browser card tokens must carry `?public_key=` with it. */
  publicKey?: string;
  /** `MP_WEBHOOK_SECRET`: signs the `x-signature` of every notification. */
  webhookSecret: string;
  /** Where notifications go; by default each payment's `notification_url`. */
  webhookUrl?: string;
  /** Path prefix when mounted in another server, e.g. `/__mp`; '' when listening alone. */
  basePath?: string;
  now?: () => Date;
  /** Also notify `payment.created` when a payment is made (Mercado Pago does; off by default). */
  notifyOnCreate?: boolean;
  /** How moves made through the control endpoint are notified unless the request says otherwise. */
  defaultDelivery?: DeliveryOptions;
  pixKey?: string;
  merchantName?: string;
  merchantCity?: string;
  /** Keeps payments across restarts (a file in the data folder under `npm start`); memory only without it. */
  journal?: LedgerJournal;
}

/** How a simulated move is notified: the delivery options, plus an older status arriving after the newer one. */
export interface SimulateDelivery extends DeliveryOptions {
  /**
   * After the notification of the new status, a second notification is sent while the next GET of the payment
   * still answers the previous status (a late, older event), so the receiver sees old after new. The stale
   * answer is withdrawn once that second notification has been answered.
   */
  outOfOrder?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  idempotencyKey: string | null;
  at: string;
}

export interface MercadoPagoStandIn {
  readonly basePath: string;
  /**
   * The node request listener; answers 404 for paths outside `basePath`. Mount it as it is, or below
   * `basePath` in a host that strips the prefix and keeps the full URL in `req.originalUrl`.
   */
  readonly listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Whether a request URL belongs to the stand-in (for mounting in the local server). */
  handles(url: string | undefined): boolean;
  payment(id: string): MpPayment | undefined;
  payments(): MpPayment[];
  /** Every API request received, newest last (no bodies: card data is never kept). */
  readonly requests: readonly RecordedRequest[];
  /** The X-Idempotency-Key of every `POST /v1/payments`, in arrival order. */
  idempotencyKeys(): string[];
  readonly deliveries: readonly DeliveryRecord[];
  /** Moves a payment and notifies; `delivered` settles when the notifications (if any) were sent. */
  simulate(
    id: string,
    status: SettableStatus,
    delivery?: SimulateDelivery,
  ): { payment: MpPayment; delivered: Promise<DeliveryRecord[]> };
  /** Sends a notification of the payment's current state without moving it. */
  notify(id: string, delivery?: DeliveryOptions): Promise<DeliveryRecord[]>;
  /** The next `reads` GETs of the payment answer `status` instead of the real one. */
  armStaleRead(id: string, status: SettableStatus, reads?: number): void;
  /** Resolves when every notification started so far has been sent. */
  settled(): Promise<void>;
  /** Drops delayed notifications not yet sent. */
  close(): void;
}

const MAX_BODY_BYTES = 64 * 1024;

function send(res: ServerResponse, status: number, body: unknown, cors = false): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    ...(cors ? corsHeaders : {}),
  });
  res.end(json);
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization, x-idempotency-key',
  'access-control-max-age': '600',
};

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new MpApiError(413, 'body_too_large', 'request body too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new MpApiError(400, 'invalid_json', 'body is not valid JSON');
  }
}

function header(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
}

function parseSimulateBody(body: unknown): { status: SettableStatus; delivery: SimulateDelivery } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof b.status !== 'string' || !(SETTABLE_STATUSES as readonly string[]).includes(b.status)) {
    throw new MpApiError(400, 'invalid_status', `status must be one of ${SETTABLE_STATUSES.join(', ')}`);
  }
  const delivery: SimulateDelivery = {};
  if (typeof b.copies === 'number') delivery.copies = b.copies;
  if (b.never === true) delivery.copies = 0;
  if (b.concurrent === true) delivery.concurrent = true;
  if (typeof b.delayMs === 'number') delivery.delayMs = b.delayMs;
  if (b.outOfOrder === true) delivery.outOfOrder = true;
  return { status: b.status as SettableStatus, delivery };
}

export function createMercadoPagoStandIn(options: MercadoPagoStandInOptions): MercadoPagoStandIn {
  if (!options.accessToken) throw new Error('stand-in: accessToken is required');
  if (!options.webhookSecret) throw new Error('stand-in: webhookSecret is required');
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const ledger = new Ledger({
    now,
    pixKey: options.pixKey ?? randomUUID(),
    merchantName: options.merchantName ?? 'Documentos Prontos',
    merchantCity: options.merchantCity ?? 'Sao Paulo',
    journal: options.journal,
  });
  const deliverer = createDeliverer({ webhookSecret: options.webhookSecret, now, userId: '123456789' });
  const requests: RecordedRequest[] = [];
  const createdNotified = new Set<number>();

  function targetOf(p: MpPayment, delivery: DeliveryOptions): string | null {
    return delivery.url ?? options.webhookUrl ?? p.notification_url;
  }

  function notify(id: string, delivery: DeliveryOptions = {}): Promise<DeliveryRecord[]> {
    const p = ledger.current(id);
    if (!p) return Promise.reject(new MpApiError(404, '2000', 'Payment not found'));
    const url = targetOf(p, delivery);
    if (!url) return Promise.resolve([]);
    return deliverer.deliver({ paymentId: id, action: 'payment.updated', url }, delivery);
  }

  function simulate(
    id: string,
    status: SettableStatus,
    delivery: SimulateDelivery = options.defaultDelivery ?? {},
  ) {
    const { before, after } = ledger.move(id, status);
    const { outOfOrder, ...plain } = delivery;
    const url = targetOf(after, plain);
    let delivered: Promise<DeliveryRecord[]>;
    if (!url) delivered = Promise.resolve([]);
    else if (!outOfOrder)
      delivered = deliverer.deliver({ paymentId: id, action: 'payment.updated', url }, plain);
    else {
      delivered = (async () => {
        const first = await deliverer.deliver({ paymentId: id, action: 'payment.updated', url }, plain);
        ledger.armStaleRead(id, before, 1);
        const older = await deliverer.deliver(
          { paymentId: id, action: 'payment.updated', url },
          { ...plain, delayMs: 0, copies: 1 },
        );
        // The stale answer was meant for that notification's fetch only; later reads see the truth.
        ledger.clearStaleRead(id);
        return [...first, ...older];
      })();
    }
    return { payment: structuredClone(after), delivered };
  }

  /** Mercado Pago tells the payment's notification URL of a move made through its API (a cancel, a refund). */
  function notifyMove(p: MpPayment): void {
    void notify(String(p.id), options.defaultDelivery).catch(() => undefined);
  }

  function requireToken(req: IncomingMessage): void {
    if (header(req, 'authorization') !== `Bearer ${options.accessToken}`) {
      throw new MpApiError(401, 'unauthorized', 'invalid access token');
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const method = req.method ?? 'GET';
    const segments = path.split('/').filter(Boolean);
    const [v1, resource, idOrAction, tail] = segments;
    if (path === '/__sim' && method === 'GET') {
      const html = simulatorPage(basePath);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(html);
      return;
    }
    if (v1 !== 'v1') throw new MpApiError(404, 'not_found', `resource ${path} not found`);
    const cors = resource === 'card_tokens' || resource === 'payment_methods' || resource === '__sim';
    if (method === 'OPTIONS' && cors) {
      res.writeHead(204, corsHeaders);
      res.end();
      return;
    }

    if (resource === 'payments') {
      requireToken(req);
      if (method === 'POST' && !idOrAction) {
        const key = header(req, 'x-idempotency-key');
        if (!key)
          throw new MpApiError(400, 'empty_idempotency_key', "Header X-Idempotency-Key can't be null");
        const body = await readJson(req);
        const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
        const payment = await ledger.createPayment(body, {
          idempotencyKey: key,
          ticketUrlFor: (id) => `${origin}${basePath}/__sim#payment-${id}`,
        });
        const createdUrl = options.webhookUrl ?? payment.notification_url;
        if (options.notifyOnCreate && createdUrl && !createdNotified.has(payment.id)) {
          createdNotified.add(payment.id);
          void deliverer.deliver({
            paymentId: String(payment.id),
            action: 'payment.created',
            url: createdUrl,
          });
        }
        return send(res, 201, payment);
      }
      if (method === 'GET' && idOrAction === 'search' && !tail) {
        const limit = Math.min(Math.max(Number(query.get('limit') ?? 30) || 30, 1), 1000);
        const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
        let results = ledger.search(query.get('external_reference'));
        if (query.get('criteria') === 'asc') results = results.reverse();
        return send(res, 200, {
          paging: { total: results.length, limit, offset },
          results: results.slice(offset, offset + limit),
        });
      }
      if (method === 'GET' && idOrAction && !tail) {
        const p = ledger.read(idOrAction);
        if (!p) throw new MpApiError(404, '2000', 'Payment not found');
        return send(res, 200, p);
      }
      if (method === 'PUT' && idOrAction && !tail) {
        const { after } = ledger.cancel(idOrAction, await readJson(req));
        notifyMove(after);
        return send(res, 200, after);
      }
      if (method === 'POST' && idOrAction && tail === 'refunds' && segments.length === 4) {
        const key = header(req, 'x-idempotency-key');
        if (!key)
          throw new MpApiError(400, 'empty_idempotency_key', "Header X-Idempotency-Key can't be null");
        await readJson(req);
        const { refund, moved } = ledger.refund(idOrAction, key);
        if (moved) notifyMove(ledger.current(idOrAction)!);
        return send(res, 201, refund);
      }
    }

    if (resource === 'card_tokens') {
      if (method === 'POST' && !idOrAction) {
        const publicKey = query.get('public_key');
        const byKey = options.publicKey ? publicKey === options.publicKey : Boolean(publicKey);
        if (!byKey) requireToken(req);
        return send(res, 201, ledger.createCardToken(await readJson(req)), true);
      }
      if (method === 'GET' && idOrAction && !tail) {
        requireToken(req);
        const token = ledger.cardToken(idOrAction);
        if (!token) throw new MpApiError(404, '2006', 'Card Token not found');
        return send(res, 200, token, true);
      }
    }

    if (resource === 'payment_methods' && method === 'GET' && !idOrAction) {
      if (!query.get('public_key')) requireToken(req);
      return send(res, 200, PAYMENT_METHODS, true);
    }

    if (resource === '__sim') {
      if (idOrAction === 'payments' && method === 'GET' && !tail) {
        return send(res, 200, { payments: ledger.all() }, true);
      }
      if (idOrAction === 'requests' && method === 'GET') {
        return send(res, 200, { requests, deliveries: deliverer.log }, true);
      }
      if (idOrAction === 'payments' && method === 'POST' && tail && segments.length === 4) {
        const { status, delivery } = parseSimulateBody(await readJson(req));
        const merged = { ...options.defaultDelivery, ...delivery };
        const { payment, delivered } = simulate(tail, status, merged);
        if (merged.delayMs && merged.delayMs > 0)
          return send(res, 202, { payment, delivery: 'scheduled' }, true);
        return send(res, 200, { payment, deliveries: await delivered }, true);
      }
      if (idOrAction === 'payments' && method === 'POST' && tail && segments[4] === 'notify') {
        const body = (await readJson(req)) as Record<string, unknown>;
        const copies = typeof body.copies === 'number' ? body.copies : 1;
        return send(
          res,
          200,
          { deliveries: await notify(tail, { copies, concurrent: body.concurrent === true }) },
          true,
        );
      }
    }
    throw new MpApiError(404, 'not_found', `resource ${method} ${path} not found`);
  }

  function handles(url: string | undefined): boolean {
    if (!url) return false;
    if (!basePath) return true;
    return url === basePath || url.startsWith(`${basePath}/`) || url.startsWith(`${basePath}?`);
  }

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    // A host server that strips the prefix before calling (the local runtime) keeps the full URL here.
    const full = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;
    const url = new URL(full ?? '/', 'http://stand-in');
    const path = handles(url.pathname) ? url.pathname.slice(basePath.length) || '/' : null;
    if (path === null) {
      send(res, 404, new MpApiError(404, 'not_found', 'not found').toBody());
      return;
    }
    requests.push({
      method: req.method ?? 'GET',
      path,
      query: url.search,
      idempotencyKey: header(req, 'x-idempotency-key'),
      at: now().toISOString(),
    });
    route(req, res, path, url.searchParams).catch((error: unknown) => {
      const e = error instanceof MpApiError ? error : new MpApiError(500, 'internal_error', String(error));
      if (!res.headersSent) send(res, e.status, e.toBody(), true);
      else res.end();
    });
  };

  return {
    basePath,
    listener,
    handles,
    payment: (id) => ledger.current(id),
    payments: () => ledger.all(),
    requests,
    idempotencyKeys: () =>
      requests
        .filter((r) => r.method === 'POST' && r.path === '/v1/payments')
        .map((r) => r.idempotencyKey ?? ''),
    get deliveries() {
      return deliverer.log;
    },
    simulate,
    notify,
    armStaleRead(id, status, reads = 1) {
      const p = ledger.current(id);
      if (!p) throw new MpApiError(404, '2000', 'Payment not found');
      ledger.armStaleRead(id, { ...p, status }, reads);
    },
    settled: () => deliverer.settled(),
    close: () => deliverer.cancelPending(),
  };
}

export interface RunningStandIn {
  standIn: MercadoPagoStandIn;
  /** The base URL to give the adapter (`MP_API_BASE_URL`), including `basePath`. */
  url: string;
  close(): Promise<void>;
}

/** Starts the stand-in on its own server (port 0 picks a free port). */
export async function listenMercadoPagoStandIn(
  options: MercadoPagoStandInOptions & { port?: number; host?: string },
): Promise<RunningStandIn> {
  const standIn = createMercadoPagoStandIn(options);
  const server = createServer(standIn.listener);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    standIn,
    url: `http://${host}:${port}${standIn.basePath}`,
    close: async () => {
      standIn.close();
      await standIn.settled();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
