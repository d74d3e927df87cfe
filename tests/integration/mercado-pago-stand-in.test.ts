// The local Mercado Pago stand-in over plain HTTP: the checks it makes as Mercado Pago does, idempotency, card
// tokens, expiry, mounting under a prefix and the simulator page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePixBrCode } from '../../local/mercado-pago/br-code';
import {
  createMercadoPagoStandIn,
  listenMercadoPagoStandIn,
  type MpPayment,
  type RunningStandIn,
} from '../../local/mercado-pago/stand-in';

const TOKEN = 'TEST-stand-in-token';
const PUBLIC_KEY = 'TEST-stand-in-public';
let clock = new Date('2026-05-04T12:00:00.000Z');
let mp: RunningStandIn;

const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
let keySeq = 0;
const newKey = () => `key-${++keySeq}-${Date.now()}`;

const pixBody = (extra: Record<string, unknown> = {}) => ({
  transaction_amount: 9.9,
  payment_method_id: 'pix',
  payer: { email: 'pagador@example.com' },
  description: 'Declaração',
  external_reference: 'decl-standin-1',
  ...extra,
});

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = { ...auth, 'x-idempotency-key': newKey() },
) {
  const res = await fetch(`${mp.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

async function get(path: string, headers: Record<string, string> = auth) {
  const res = await fetch(`${mp.url}${path}`, { headers });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  mp = await listenMercadoPagoStandIn({
    accessToken: TOKEN,
    publicKey: PUBLIC_KEY,
    webhookSecret: 'whsec',
    now: () => clock,
  });
});

afterAll(async () => {
  await mp?.close();
});

describe('POST /v1/payments checks the request as Mercado Pago does', () => {
  it('requires the access token', async () => {
    const res = await post('/v1/payments', pixBody(), {
      'content-type': 'application/json',
      'x-idempotency-key': newKey(),
    });
    expect(res.status).toBe(401);
    const wrong = await post('/v1/payments', pixBody(), {
      authorization: 'Bearer TEST-other',
      'x-idempotency-key': newKey(),
    });
    expect(wrong.status).toBe(401);
  });

  it('requires X-Idempotency-Key', async () => {
    const res = await post('/v1/payments', pixBody(), auth);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Header X-Idempotency-Key can't be null");
  });

  it.each([
    ['zero amount', { transaction_amount: 0 }, '4037'],
    ['negative amount', { transaction_amount: -9.9 }, '4037'],
    ['amount as text', { transaction_amount: '9.90' }, '4037'],
    ['three decimals', { transaction_amount: 9.999 }, '4037'],
    ['no method', { payment_method_id: undefined }, '4'],
    ['no payer e-mail', { payer: {} }, '4050'],
    ['bad payer e-mail', { payer: { email: 'fulano' } }, '4050'],
    ['bad notification_url', { notification_url: 'not a url' }, '4020'],
    ['expiry too soon', { date_of_expiration: '2026-05-04T09:10:00.000-03:00' }, '4'],
    ['expiry too late', { date_of_expiration: '2026-06-20T09:00:00.000-03:00' }, '4'],
    ['card without token', { payment_method_id: 'visa', installments: 1 }, '2006'],
  ])('refuses %s with a 400 in Mercado Pago error shape', async (_name, change, code) => {
    // Act
    const res = await post('/v1/payments', pixBody(change));
    // Assess
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ status: 400, error: 'bad_request', cause: [{ code }] });
    expect(typeof res.json.message).toBe('string');
  });

  it('answers the same payment for a repeated key, even when requests race', async () => {
    // Prepare
    const key = newKey();
    const headers = { ...auth, 'x-idempotency-key': key };
    const body = pixBody({ external_reference: 'decl-race' });
    // Act
    const results = await Promise.all([1, 2, 3].map(() => post('/v1/payments', body, headers)));
    const again = await post('/v1/payments', body, headers);
    // Assess
    const ids = new Set([...results, again].map((r) => r.json.id));
    expect(ids.size).toBe(1);
    expect(mp.standIn.payments().filter((p) => p.external_reference === 'decl-race')).toHaveLength(1);
  });

  it('leaves a refused key free for a corrected request', async () => {
    const headers = { ...auth, 'x-idempotency-key': newKey() };
    expect((await post('/v1/payments', pixBody({ transaction_amount: 0 }), headers)).status).toBe(400);
    expect((await post('/v1/payments', pixBody(), headers)).status).toBe(201);
  });

  it('makes a pending PIX with a BR Code of the amount, a PNG and a ticket URL', async () => {
    // Act
    const res = await post('/v1/payments', pixBody({ transaction_amount: 12.5 }));
    // Assess
    expect(res.status).toBe(201);
    const p = res.json as unknown as MpPayment;
    expect(p).toMatchObject({
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      currency_id: 'BRL',
    });
    const data = p.point_of_interaction.transaction_data!;
    expect(parsePixBrCode(data.qr_code).get('54')).toBe('12.50');
    expect(data.qr_code_base64.startsWith('iVBORw0KGgo')).toBe(true);
    expect(data.ticket_url).toMatch(new RegExp(`/__sim#payment-${p.id}$`));
    expect(p.date_of_expiration).toBe('2026-05-05T09:00:00.000-03:00');
  });
});

describe('GET /v1/payments', () => {
  it('reads one payment, or 404', async () => {
    const created = await post('/v1/payments', pixBody());
    expect((await get(`/v1/payments/${created.json.id}`)).json.id).toBe(created.json.id);
    expect((await get('/v1/payments/1')).status).toBe(404);
    expect((await get(`/v1/payments/${created.json.id}`, {})).status).toBe(401);
  });

  it('searches by external_reference with results and paging', async () => {
    // Prepare
    const reference = `decl-search-${Date.now()}`;
    const a = await post('/v1/payments', pixBody({ external_reference: reference }));
    const b = await post('/v1/payments', pixBody({ external_reference: reference }));
    // Act
    const found = await get(
      `/v1/payments/search?external_reference=${reference}&sort=date_created&criteria=desc`,
    );
    // Assess
    expect(found.status).toBe(200);
    expect(found.json.paging).toEqual({ total: 2, limit: 30, offset: 0 });
    expect((found.json.results as MpPayment[]).map((p) => p.id)).toEqual([b.json.id, a.json.id]);
  });

  it('reads a pending PIX past its expiry as cancelled (expired), and it can no longer be approved', async () => {
    // Prepare
    const created = await post(
      '/v1/payments',
      pixBody({ date_of_expiration: '2026-05-04T09:45:00.000-03:00' }),
    );
    const id = String(created.json.id);
    // Act
    clock = new Date('2026-05-04T12:46:00.000Z');
    const read = await get(`/v1/payments/${id}`);
    const approve = await post(
      `/v1/__sim/payments/${id}`,
      { status: 'approved' },
      { 'content-type': 'application/json' },
    );
    clock = new Date('2026-05-04T12:00:00.000Z');
    // Assess
    expect(read.json).toMatchObject({ status: 'cancelled', status_detail: 'expired' });
    expect(approve.status).toBe(409);
  });
});

describe('card tokens', () => {
  const card = (extra: Record<string, unknown> = {}) => ({
    card_number: '4235647728025682',
    security_code: '123',
    expiration_month: 11,
    expiration_year: 2030,
    cardholder: { name: 'APRO', identification: { type: 'CPF', number: '12345678909' } },
    ...extra,
  });
  const browser = { 'content-type': 'application/json', origin: 'http://localhost:5173' };

  it('are made from the browser with the public key, with CORS allowed', async () => {
    // Act
    const preflight = await fetch(`${mp.url}/v1/card_tokens?public_key=${PUBLIC_KEY}`, { method: 'OPTIONS' });
    const res = await post(`/v1/card_tokens?public_key=${PUBLIC_KEY}`, card(), browser);
    // Assess
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.json).toMatchObject({
      first_six_digits: '423564',
      last_four_digits: '5682',
      status: 'active',
    });
    expect(JSON.stringify(res.json)).not.toContain('4235647728025682');
  });

  it('refuse a wrong public key', async () => {
    expect((await post('/v1/card_tokens?public_key=TEST-other', card(), browser)).status).toBe(401);
  });

  it.each([
    ['a number failing Luhn', { card_number: '4235647728025683' }, 'E301'],
    ['no number', { card_number: '' }, '205'],
    ['a short security code', { security_code: '1' }, 'E302'],
    ['month 13', { expiration_month: 13 }, '325'],
    ['an expired card', { expiration_year: 2020 }, '326'],
    ['no cardholder name', { cardholder: { name: ' ' } }, '221'],
  ])('refuse %s', async (_name, change, code) => {
    const res = await post(`/v1/card_tokens?public_key=${PUBLIC_KEY}`, card(change), browser);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ cause: [{ code }] });
  });

  it('decide a card payment by cardholder name and cannot be used twice', async () => {
    // Prepare
    const apro = (await post(`/v1/card_tokens?public_key=${PUBLIC_KEY}`, card(), browser)).json.id;
    const othe = (
      await post(`/v1/card_tokens?public_key=${PUBLIC_KEY}`, card({ cardholder: { name: 'OTHE' } }), browser)
    ).json.id;
    const cardBody = (token: unknown) => pixBody({ payment_method_id: 'visa', token, installments: 1 });
    // Act
    const approved = await post('/v1/payments', cardBody(apro));
    const rejected = await post('/v1/payments', cardBody(othe));
    const reused = await post('/v1/payments', cardBody(apro));
    const wrongBrand = await post(
      '/v1/payments',
      pixBody({
        payment_method_id: 'master',
        installments: 1,
        token: (await post(`/v1/card_tokens?public_key=${PUBLIC_KEY}`, card(), browser)).json.id,
      }),
    );
    // Assess
    expect(approved.json).toMatchObject({
      status: 'approved',
      status_detail: 'accredited',
      payment_type_id: 'credit_card',
    });
    expect(rejected.json).toMatchObject({ status: 'rejected', status_detail: 'cc_rejected_other_reason' });
    expect(reused.status).toBe(400);
    expect(wrongBrand.json).toMatchObject({ message: 'diff_param_bins' });
  });

  it('are readable by the server with the access token, and the brand list carries BIN patterns', async () => {
    const id = (await post(`/v1/card_tokens?public_key=${PUBLIC_KEY}`, card(), browser)).json.id;
    expect((await get(`/v1/card_tokens/${id}`)).json).toMatchObject({ first_six_digits: '423564' });
    const methods = await fetch(`${mp.url}/v1/payment_methods`, { headers: auth });
    const list = (await methods.json()) as Array<{ id: string; settings: unknown[] }>;
    expect(list.map((m) => m.id)).toEqual(expect.arrayContaining(['visa', 'master', 'elo', 'pix']));
  });
});

describe('control endpoint and simulator page', () => {
  it('refuses an unknown status, an unknown payment and a move Mercado Pago would not make', async () => {
    const json = { 'content-type': 'application/json' };
    const id = String((await post('/v1/payments', pixBody())).json.id);
    expect((await post(`/v1/__sim/payments/${id}`, { status: 'paid' }, json)).status).toBe(400);
    expect((await post('/v1/__sim/payments/1', { status: 'approved' }, json)).status).toBe(404);
    expect((await post(`/v1/__sim/payments/${id}`, { status: 'refunded' }, json)).status).toBe(409);
    expect((await post(`/v1/__sim/payments/${id}`, { status: 'approved', never: true }, json)).status).toBe(
      200,
    );
    expect((await post(`/v1/__sim/payments/${id}`, { status: 'pending' }, json)).status).toBe(409);
  });

  it('serves a page listing the payments with approve and reject buttons', async () => {
    // Act
    const page = await fetch(`${mp.url}/__sim`);
    const html = await page.text();
    const list = await get('/v1/__sim/payments', {});
    // Assess
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('Simulador local do Mercado Pago');
    expect(html).toContain("'Aprovar'");
    expect(html).toContain("'Recusar'");
    expect((list.json.payments as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('mounted under a prefix of another server', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const standIn = createMercadoPagoStandIn({ accessToken: TOKEN, webhookSecret: 'w', basePath: '/__mp' });
    server = createServer((req, res) => {
      if (standIn.handles(req.url)) return standIn.listener(req, res);
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('app');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers its API and page below the prefix and leaves the rest to the host server', async () => {
    // Act
    const created = await fetch(`${origin}/__mp/v1/payments`, {
      method: 'POST',
      headers: { ...auth, 'x-idempotency-key': 'k' },
      body: JSON.stringify(pixBody()),
    });
    const page = await fetch(`${origin}/__mp/__sim`);
    const other = await fetch(`${origin}/backend/api/me`);
    const lookalike = await fetch(`${origin}/__mpx/v1/payments/1`);
    // Assess
    expect(created.status).toBe(201);
    const payment = (await created.json()) as MpPayment;
    expect(payment.point_of_interaction.transaction_data?.ticket_url).toBe(
      `${origin}/__mp/__sim#payment-${payment.id}`,
    );
    expect(await page.text()).toContain('"/__mp"');
    expect(await other.text()).toBe('app');
    expect(await lookalike.text()).toBe('app');
  });
});
