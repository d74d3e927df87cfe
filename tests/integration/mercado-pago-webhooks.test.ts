// Webhooks from the local Mercado Pago stand-in to a small receiving server: Mercado Pago's shape and a valid
// x-signature, and the test controls (twice, concurrent copies, late, out of order, never).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMercadoPagoGateway } from '../../lambdas/adapters/mercado-pago';
import { verifyMercadoPagoSignature } from '../../lambdas/payments/webhook-signature';
import type { PaymentGateway } from '../../lambdas/ports/payment-gateway';
import { listenMercadoPagoStandIn, type RunningStandIn } from '../../local/mercado-pago/stand-in';
import { applyProviderStatus, type MercadoPagoStatus } from '../../shared/payments/status-transitions';

const TOKEN = 'TEST-webhooks-token';
const SECRET = 'whsec-webhooks';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Received {
  url: URL;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The payment status the receiver read from Mercado Pago while handling this notification. */
  fetchedStatus?: string;
}

/** A stand-in for our mp-webhook: records each notification and, like the real one, fetches the payment. */
class Receiver {
  readonly received: Received[] = [];
  inFlight = 0;
  arrivals = 0;
  maxInFlight = 0;
  /** When set, hold every answer until this many notifications have arrived (none answered before). */
  barrier = 0;
  private waiters: Array<{ done: () => boolean; resolve: () => void }> = [];
  private server!: Server;
  origin = '';

  constructor(private readonly gateway: () => PaymentGateway) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        this.inFlight++;
        this.arrivals++;
        this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
        const url = new URL(req.url ?? '/', this.origin);
        const entry: Received = {
          url,
          headers: req.headers,
          body: JSON.parse(Buffer.concat(chunks).toString()),
        };
        const id = url.searchParams.get('data.id');
        if (id) entry.fetchedStatus = (await this.gateway().getPayment(id))?.status;
        if (this.barrier > 0) await this.until(() => this.arrivals >= this.barrier);
        this.received.push(entry);
        this.inFlight--;
        this.wake();
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private wake(): void {
    this.waiters = this.waiters.filter((w) => {
      if (!w.done()) return true;
      w.resolve();
      return false;
    });
  }

  /** Resolves when `done()` holds, re-checked on every arrival (no polling, no sleeps). */
  until(done: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push({ done, resolve });
      this.wake();
    });
  }

  reset(): void {
    this.received.length = 0;
    this.barrier = 0;
    this.maxInFlight = 0;
    this.arrivals = 0;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let mp: RunningStandIn;
let gateway: PaymentGateway;
const receiver = new Receiver(() => gateway);
let seq = 0;

async function newPix(): Promise<string> {
  const payment = await gateway.createPix({
    reference: `decl-webhook${++seq}-${Date.now()}`,
    amountCents: 990,
    payerEmail: 'pagador@example.com',
    description: 'Declaração de residência',
    attempt: 1,
  });
  return payment.id;
}

function signatureOk(r: Received, secret = SECRET) {
  return verifyMercadoPagoSignature({
    xSignature: r.headers['x-signature'] as string,
    xRequestId: r.headers['x-request-id'] as string,
    dataId: r.url.searchParams.get('data.id'),
    secret,
  });
}

beforeAll(async () => {
  await receiver.start();
  mp = await listenMercadoPagoStandIn({ accessToken: TOKEN, webhookSecret: SECRET });
  gateway = createMercadoPagoGateway({
    accessToken: TOKEN,
    apiBaseUrl: mp.url,
    publicApiBaseUrl: `${receiver.origin}/backend/api`,
  });
});

afterEach(() => receiver.reset());

afterAll(async () => {
  await mp?.close();
  await receiver.close();
});

describe('a simulated approval', () => {
  it('moves the payment and delivers one notification in Mercado Pago shape with a valid signature', async () => {
    // Prepare
    const id = await newPix();
    // Act
    const { payment, delivered } = mp.standIn.simulate(id, 'approved');
    const records = await delivered;
    // Assess
    expect(payment.status).toBe('approved');
    expect(records).toHaveLength(1);
    expect(records[0]!.responseStatus).toBe(200);
    const [r] = receiver.received;
    expect(r!.url.pathname).toBe('/backend/api/mp-webhook');
    expect(Object.fromEntries(r!.url.searchParams)).toEqual({
      source_news: 'webhooks',
      'data.id': id,
      type: 'payment',
    });
    expect(r!.body).toMatchObject({
      action: 'payment.updated',
      api_version: 'v1',
      type: 'payment',
      data: { id },
    });
    expect(r!.headers['content-type']).toBe('application/json');
    expect(r!.headers['x-request-id']).toMatch(UUID);
    expect(r!.headers['x-signature']).toMatch(/^ts=\d+,v1=[0-9a-f]{64}$/);
    expect(signatureOk(r!)).toMatchObject({ ok: true });
    expect(signatureOk(r!, 'another-secret')).toEqual({ ok: false, reason: 'mismatch' });
    expect(r!.fetchedStatus).toBe('approved');
  });

  it('can be delivered twice, each copy with its own request id and a valid signature', async () => {
    // Prepare
    const id = await newPix();
    // Act
    await mp.standIn.simulate(id, 'approved', { copies: 2 }).delivered;
    // Assess
    expect(receiver.received).toHaveLength(2);
    const [a, b] = receiver.received;
    expect(a!.headers['x-request-id']).not.toBe(b!.headers['x-request-id']);
    expect(receiver.received.every((r) => signatureOk(r).ok)).toBe(true);
  });

  it('can deliver five copies at the same time', async () => {
    // Prepare: the receiver answers none until all five are in flight, so sequential sends could not pass
    const id = await newPix();
    receiver.barrier = 5;
    // Act
    const records = await mp.standIn.simulate(id, 'approved', { copies: 5, concurrent: true }).delivered;
    // Assess
    expect(records.map((r) => r.responseStatus)).toEqual([200, 200, 200, 200, 200]);
    expect(receiver.maxInFlight).toBe(5);
    expect(new Set(receiver.received.map((r) => r.headers['x-request-id'])).size).toBe(5);
  });

  it('can be delivered late: nothing arrives until the delay has passed', async () => {
    // Prepare
    const id = await newPix();
    const before = mp.standIn.deliveries.length;
    // Act
    const { delivered } = mp.standIn.simulate(id, 'approved', { delayMs: 150 });
    const seenBeforeDelay = receiver.received.length;
    const statusMeanwhile = (await gateway.getPayment(id))?.status;
    const records = await delivered;
    // Assess
    expect(seenBeforeDelay).toBe(0);
    expect(statusMeanwhile).toBe('approved');
    expect(records).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
    expect(mp.standIn.deliveries.length).toBe(before + 1);
  });

  it('can be lost: the payment is approved at Mercado Pago and no notification is sent', async () => {
    // Prepare
    const id = await newPix();
    const before = mp.standIn.deliveries.length;
    // Act
    const records = await mp.standIn.simulate(id, 'approved', { copies: 0 }).delivered;
    // Assess
    expect(records).toEqual([]);
    expect(mp.standIn.deliveries.length).toBe(before);
    expect((await gateway.getPayment(id))?.status).toBe('approved');
  });

  it('can arrive out of order: an older status is read after the newer one, and forward-only keeps approved', async () => {
    // Prepare
    const id = await newPix();
    // Act
    await mp.standIn.simulate(id, 'approved', { outOfOrder: true }).delivered;
    // Assess: the receiver saw approved first, then the older pending
    expect(receiver.received.map((r) => r.fetchedStatus)).toEqual(['approved', 'pending']);
    let stored: MercadoPagoStatus | null = 'pending';
    for (const r of receiver.received) stored = applyProviderStatus(stored, r.fetchedStatus).status;
    expect(stored).toBe('approved');
    // the stale answer served that notification only
    expect((await gateway.getPayment(id))?.status).toBe('approved');
  });
});

describe('the control endpoint over HTTP', () => {
  const control = (id: string, body: unknown) =>
    fetch(`${mp.url}/v1/__sim/payments/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('approves and answers after the notifications were delivered', async () => {
    // Prepare
    const id = await newPix();
    // Act
    const res = await control(id, { status: 'approved', copies: 2 });
    const json = (await res.json()) as {
      payment: { status: string };
      deliveries: Array<{ responseStatus: number }>;
    };
    // Assess
    expect(res.status).toBe(200);
    expect(json.payment.status).toBe('approved');
    expect(json.deliveries.map((d) => d.responseStatus)).toEqual([200, 200]);
    expect(receiver.received).toHaveLength(2);
  });

  it('answers 202 for a late delivery, which arrives once the stand-in settles', async () => {
    // Prepare
    const id = await newPix();
    // Act
    const res = await control(id, { status: 'rejected', delayMs: 50 });
    const countAtAnswer = receiver.received.length;
    await mp.standIn.settled();
    // Assess
    expect(res.status).toBe(202);
    expect(countAtAnswer).toBe(0);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.fetchedStatus).toBe('rejected');
  });

  it('re-sends a notification without moving the payment', async () => {
    // Prepare
    const id = await newPix();
    // Act
    const res = await fetch(`${mp.url}/v1/__sim/payments/${id}/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copies: 1 }),
    });
    // Assess
    expect(res.status).toBe(200);
    expect(receiver.received.map((r) => r.fetchedStatus)).toEqual(['pending']);
  });
});

describe('stand-in options', () => {
  it('sends to a fixed webhook URL when configured, and can notify payment.created', async () => {
    // Prepare
    const other = await listenMercadoPagoStandIn({
      accessToken: TOKEN,
      webhookSecret: SECRET,
      webhookUrl: `${receiver.origin}/hook?source_news=webhooks`,
      notifyOnCreate: true,
    });
    try {
      const g = createMercadoPagoGateway({
        accessToken: TOKEN,
        apiBaseUrl: other.url,
        publicApiBaseUrl: 'https://elsewhere.test',
      });
      // Act
      const p = await g.createPix({
        reference: 'decl-opt-1',
        amountCents: 990,
        payerEmail: 'a@example.com',
        description: 'x',
        attempt: 1,
      });
      await g.createPix({
        reference: 'decl-opt-1',
        amountCents: 990,
        payerEmail: 'a@example.com',
        description: 'x',
        attempt: 1,
      });
      await other.standIn.settled();
      // Assess: one payment.created, despite the retried create
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.url.pathname).toBe('/hook');
      expect(receiver.received[0]!.body).toMatchObject({ action: 'payment.created', data: { id: p.id } });
      expect(signatureOk(receiver.received[0]!).ok).toBe(true);
    } finally {
      await other.close();
    }
  });
});
