// The stand-in's payments kept in the data folder: a new ledger on the same file knows every payment, its status
// and the idempotency key that made it; an unreadable file is set aside instead of stopping the runtime.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileJournal, STAND_IN_FILE } from './file-journal';
import { Ledger } from './ledger';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dp-mp-journal-'));
  file = join(dir, STAND_IN_FILE);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ledgerOn = (path: string) =>
  new Ledger({
    now: () => new Date(),
    pixKey: 'chave-pix-teste',
    merchantName: 'Documentos Prontos',
    merchantCity: 'Sao Paulo',
    journal: fileJournal(path),
  });

const pix = (reference: string) => ({
  transaction_amount: 9.9,
  payment_method_id: 'pix',
  payer: { email: 'maria@example.com' },
  external_reference: reference,
  notification_url: 'http://127.0.0.1:3000/backend/api/mp-webhook?source_news=webhooks',
});

const ctx = (idempotencyKey: string) => ({
  idempotencyKey,
  ticketUrlFor: (id: number) => `http://sim/${id}`,
});

describe('a ledger on the journal of an earlier one', () => {
  it('knows its payments, with their last status and their PIX code', async () => {
    // Prepare
    const before = ledgerOn(file);
    const paid = await before.createPayment(pix('decl-a'), ctx('key-a'));
    const waiting = await before.createPayment(pix('decl-b'), ctx('key-b'));
    before.move(String(paid.id), 'approved');

    // Act
    const after = ledgerOn(file);

    // Assess
    expect(after.read(String(paid.id))).toMatchObject({ status: 'approved', external_reference: 'decl-a' });
    expect(after.read(String(waiting.id))).toMatchObject({
      status: 'pending',
      point_of_interaction: waiting.point_of_interaction,
    });
    expect(after.search('decl-b').map((p) => p.id)).toEqual([waiting.id]);
    after.move(String(waiting.id), 'approved');
    expect(ledgerOn(file).read(String(waiting.id))?.status).toBe('approved');
  });

  it('answers a repeated idempotency key with the same payment, and never repeats an id', async () => {
    // Prepare
    const before = ledgerOn(file);
    const first = await before.createPayment(pix('decl-a'), ctx('key-a'));

    // Act
    const after = ledgerOn(file);
    // Mercado Pago answers a repeated key with the payment it made, whatever the body says now.
    const repeated = await after.createPayment(pix('decl-outra'), ctx('key-a'));
    const next = await after.createPayment(pix('decl-a'), ctx('key-a-2'));

    // Assess
    expect(repeated).toMatchObject({ id: first.id, external_reference: 'decl-a' });
    expect(next.id).toBeGreaterThan(first.id);
  });
});

describe('the journal file', () => {
  it('starts empty when there is none', () => {
    expect(ledgerOn(file).all()).toEqual([]);
    expect(existsSync(file)).toBe(false);
  });

  it('is set aside when unreadable, and a new one is written', async () => {
    // Prepare
    writeFileSync(file, '{"payments": [ cut sho');

    // Act
    const ledger = ledgerOn(file);
    const made = await ledger.createPayment(pix('decl-c'), ctx('key-c'));

    // Assess
    expect(ledger.all().map((p) => p.id)).toEqual([made.id]);
    expect(readdirSync(dir).filter((name) => name.startsWith(`${STAND_IN_FILE}.unreadable-`))).toHaveLength(
      1,
    );
    expect(ledgerOn(file).read(String(made.id))?.external_reference).toBe('decl-c');
  });
});
