// Webhook notifications of the local Mercado Pago stand-in: signed exactly as Mercado Pago signs them, and
// deliverable once, several times (one after another or all at once), late, or never, for the tests.
import { randomUUID } from 'node:crypto';
import { signMercadoPagoWebhook } from '../../lambdas/payments/webhook-signature';

export interface DeliveryOptions {
  /** How many identical notifications to send (Mercado Pago repeats them). Default 1; 0 = never. */
  copies?: number;
  /** Send the copies at the same time instead of one after another. */
  concurrent?: boolean;
  /** Wait this long before sending (a late webhook); the caller awaits the returned promise. */
  delayMs?: number;
  /** Overrides where to send it; otherwise the stand-in's `webhookUrl`, else the payment's notification_url. */
  url?: string;
}

export interface DeliveryRecord {
  paymentId: string;
  url: string;
  requestId: string;
  /** The receiver's HTTP status, or null when it could not be reached. */
  responseStatus: number | null;
  error?: string;
  at: string;
}

export interface Notification {
  paymentId: string;
  action: 'payment.created' | 'payment.updated';
  /** The URL from the payment or the options, before `data.id` and `type` are added. */
  url: string;
}

export interface Deliverer {
  deliver(notification: Notification, options?: DeliveryOptions): Promise<DeliveryRecord[]>;
  readonly log: readonly DeliveryRecord[];
  /** Resolves once every delivery started so far has finished. */
  settled(): Promise<void>;
  /** Drops pending delayed deliveries (they resolve with no records). */
  cancelPending(): void;
}

export interface DelivererOptions {
  webhookSecret: string;
  now: () => Date;
  userId: string;
}

/** `POST {url}?data.id={id}&type=payment` with Mercado Pago's body and `x-request-id` / `x-signature` headers. */
export function createDeliverer(options: DelivererOptions): Deliverer {
  const log: DeliveryRecord[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const timers = new Map<NodeJS.Timeout, () => void>();

  async function sendOne(n: Notification): Promise<DeliveryRecord> {
    const url = new URL(n.url);
    url.searchParams.set('data.id', n.paymentId);
    url.searchParams.set('type', 'payment');
    const requestId = randomUUID();
    const now = options.now();
    const ts = Math.floor(now.getTime() / 1000);
    const body = {
      action: n.action,
      api_version: 'v1',
      data: { id: n.paymentId },
      date_created: now.toISOString(),
      id: Math.floor(now.getTime() * 1000 + Math.random() * 1000),
      live_mode: false,
      type: 'payment',
      user_id: options.userId,
    };
    const record: DeliveryRecord = {
      paymentId: n.paymentId,
      url: url.toString(),
      requestId,
      responseStatus: null,
      at: now.toISOString(),
    };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': signMercadoPagoWebhook({
            secret: options.webhookSecret,
            dataId: n.paymentId,
            requestId,
            ts,
          }),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      record.responseStatus = res.status;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    log.push(record);
    return record;
  }

  function waitFor(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(true);
      }, ms);
      timers.set(timer, () => resolve(false));
    });
  }

  async function run(n: Notification, o: DeliveryOptions): Promise<DeliveryRecord[]> {
    const copies = o.copies ?? 1;
    if (copies <= 0) return [];
    if (o.delayMs && o.delayMs > 0 && !(await waitFor(o.delayMs))) return [];
    if (o.concurrent) return Promise.all(Array.from({ length: copies }, () => sendOne(n)));
    const records: DeliveryRecord[] = [];
    for (let i = 0; i < copies; i++) records.push(await sendOne(n));
    return records;
  }

  return {
    log,
    deliver(notification, o = {}) {
      const target = { ...notification, url: o.url ?? notification.url };
      const p = run(target, o);
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
      return p;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    cancelPending() {
      for (const [timer, cancel] of timers) {
        clearTimeout(timer);
        cancel();
      }
      timers.clear();
    },
  };
}
