// The smoke test run whole against a local runtime started here (config.json, local issuer, the Mercado Pago
// stand-in, dynalite, the local S3 server), as `npm run smoke -- http://127.0.0.1:3000` runs it against `npm start`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { runSmoke, SMOKE_STEPS } from './smoke';

describe('npm run smoke against the local runtime', () => {
  let runtime: TestRuntime;

  beforeAll(async () => {
    runtime = await startTestRuntime({ mercadoPago: true });
  });
  afterAll(async () => {
    await runtime?.stop();
  });

  function smoke(env: Record<string, string>) {
    const lines: string[] = [];
    const result = runSmoke({
      siteUrl: runtime.url,
      env: { SMOKE_USERNAME: 'smoke@example.com', ...env },
      print: (line) => lines.push(line),
      paymentTimeoutMs: 10_000,
    });
    return { result, lines };
  }

  async function declarationsOfSmokeUser(): Promise<unknown[]> {
    const token = await runtime.login({ email: 'smoke@example.com', name: 'Smoke' });
    const mine = await runtime.api('/declaracao-mine', { token });
    expect(mine.status).toBe(200);
    return mine.body.list as unknown[];
  }

  it('passes every step with a card payment and leaves no declaration behind', async () => {
    // Act
    const { result, lines } = smoke({});
    const outcome = await result;

    // Assess
    expect(outcome.failed).toBeUndefined();
    expect(outcome.ok).toBe(true);
    expect(outcome.steps.map((s) => [s.step, s.ok])).toEqual(SMOKE_STEPS.map((step) => [step, true]));
    expect(outcome.steps.find((s) => s.step === 'payment')!.detail).toMatch(/^card \(APRO\) approved/);
    expect(outcome.steps.find((s) => s.step === 'pdf')!.detail).toMatch(
      /names "Teste de Implantação [A-Z]{6}"/,
    );
    expect(lines.at(-1)).toMatch(/^smoke passed in \d+\.\d s$/);
    expect(lines.filter((l) => /^ {2}\S+ +ok {3}\s+\d+\.\d\d s {2}/.test(l))).toHaveLength(
      SMOKE_STEPS.length,
    );
    expect(runtime.standIn!.payments().map((p) => p.status)).toContain('approved');
    expect(await declarationsOfSmokeUser()).toEqual([]);
  });

  it('passes with a PIX approved through the stand-in simulator', async () => {
    // Act
    const { result } = smoke({ SMOKE_PAYMENT: 'pix' });
    const outcome = await result;

    // Assess
    expect(outcome.failed).toBeUndefined();
    expect(outcome.steps.find((s) => s.step === 'payment')!.detail).toMatch(/^PIX approved by the stand-in/);
  });

  it('stops at "payment" when the card is refused, says why, and deletes the declaration', async () => {
    // Act
    const { result, lines } = smoke({ SMOKE_CARD_HOLDER: 'OTHE' });
    const outcome = await result;

    // Assess
    expect(outcome.ok).toBe(false);
    expect(outcome.failed).toEqual({
      step: 'payment',
      message: 'card payment rejected: cc_rejected_other_reason',
    });
    expect(outcome.steps.map((s) => s.step)).toEqual(['config', 'sign-in', 'save', 'payment', 'cleanup']);
    expect(outcome.steps.at(-1)!.ok).toBe(true);
    expect(lines.at(-1)).toMatch(/^smoke FAILED at step "payment" after \d+\.\d s: card payment rejected/);
    expect(await declarationsOfSmokeUser()).toEqual([]);
  });

  it('stops at "config" when nothing answers at the address', async () => {
    // Prepare: a port that was free a moment ago and has no listener now
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const lines: string[] = [];

    // Act
    const outcome = await runSmoke({
      siteUrl: `http://127.0.0.1:${port}`,
      env: {},
      print: (line) => lines.push(line),
    });

    // Assess
    expect(outcome.failed).toEqual({
      step: 'config',
      message: expect.stringContaining('GET /config.json did not answer'),
    });
    expect(outcome.steps.map((s) => s.step)).toEqual(['config']);
    expect(lines.at(-1)).toMatch(/^smoke FAILED at step "config"/);
  });
});
