// `npm run load`: the abuse table of issue 17 (item 8) against the local runtime this script starts (a temporary
// data folder, the Mercado Pago stand-in, the front door's default limits), and only there: every request goes to
// its 127.0.0.1 port, from 127.0.0.x addresses that stand for separate clients (any 127.x.y.z is this machine on
// Linux). About 1,100 requests in all. Prints one row per scenario and exits 1 when any answer was a 5xx.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MercadoPagoStandIn } from '../../local/mercado-pago/stand-in';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import { requestFrom } from '../support/client-address';

/** An answer's JSON, read field by field (`error.message`, `payment.id`, `id`, `token`). */
interface Answer {
  status: number;
  body: { id?: string; token?: string; error?: { message?: string }; payment?: { id?: string } };
}

interface Row {
  scenario: string;
  requests: number;
  ok: number;
  limited: number;
  otherClientError: number;
  serverError: number;
  note: string;
}

/** Tallies answers by class. */
function row(scenario: string, statuses: readonly number[], note = ''): Row {
  return {
    scenario,
    requests: statuses.length,
    ok: statuses.filter((s) => s >= 200 && s < 300).length,
    limited: statuses.filter((s) => s === 429).length,
    otherClientError: statuses.filter((s) => s >= 400 && s < 500 && s !== 429).length,
    serverError: statuses.filter((s) => s >= 500 || s === 0).length,
    note,
  };
}

function formatTable(rows: readonly Row[]): string {
  const head = ['scenario', 'requests', '2xx', '429', 'other 4xx', '5xx', 'note'];
  const cells = rows.map((r) => [
    r.scenario,
    String(r.requests),
    String(r.ok),
    String(r.limited),
    String(r.otherClientError),
    String(r.serverError),
    r.note,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join(' | ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)].join('\n');
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dp-load-'));
  process.env.LOG_LEVEL ??= 'error';
  // Imported only now: the logger reads LOG_LEVEL when it loads.
  const { startLocalRuntime } = await import('../../local/server');
  const { localBucket, objectsUnder } = await import('../support/bucket');
  const { mercadoPagoExtension } = await import('../../local/mercado-pago/extension');
  const { PRODUCT_LIMITS } = await import('../../lambdas/use-cases/rate-limits');
  const { DEFAULT_EDGE_LIMITS } = await import('../../lambdas/edge-limits');
  let standIn: MercadoPagoStandIn | undefined;
  const runtime = await startLocalRuntime({
    port: 0,
    host: '127.0.0.1',
    spa: 'none',
    dataDir,
    extensions: [mercadoPagoExtension({ env: {}, onStandIn: (s) => (standIn = s) })],
  });
  const bucket = localBucket(runtime.s3Endpoint);
  try {
    const api = `${runtime.url}/backend/api`;
    const send = async (from: string, path: string, token?: string, body?: unknown): Promise<Answer> => {
      try {
        const answer = await requestFrom(from, `${api}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: answer.status, body: JSON.parse(answer.body || '{}') as Answer['body'] };
      } catch {
        return { status: 0, body: {} };
      }
    };
    const login = async (from: string, email: string) =>
      (await send(from, '/local-login', undefined, { email, name: 'Carga', admin: false })).body.token!;
    const rows: Row[] = [];

    // 1. One person's 300 simultaneous creates.
    const creator = await login('127.0.0.11', 'criador@example.com');
    const creates = await Promise.all(
      Array.from({ length: 300 }, () =>
        send('127.0.0.11', '/declaracao-save', creator, { form: declaracaoResidenciaExemplo }),
      ),
    );
    const ids = new Set(creates.map((c) => c.body.id));
    rows.push(
      row(
        '300 concurrent creates, one person',
        creates.map((c) => c.status),
        `${ids.size} references`,
      ),
    );

    // 2. 25 deliberate PIX re-issues for one document.
    const payer = await login('127.0.0.12', 'pagador@example.com');
    const reference = (
      await send('127.0.0.12', '/declaracao-save', payer, { form: declaracaoResidenciaExemplo })
    ).body.id!;
    const pix = (reissue: boolean) =>
      send('127.0.0.12', '/mp-pay', payer, {
        terms_version: TERMS_VERSION,
        reference,
        method: 'pix',
        reissue,
      });
    const reissues = [];
    for (let i = 0; i < 25; i += 1) reissues.push(await pix(true));
    const refusal = reissues.find((r) => r.status === 429)?.body.error?.message ?? '';
    rows.push(
      row(
        '25 PIX re-issues, one document',
        reissues.map((r) => r.status),
        `limit ${PRODUCT_LIMITS.pixIssues.limit}/h: "${refusal.slice(0, 60)}…"`,
      ),
    );

    // 3. 300 PDF requests for one paid document, from 10 addresses (30 each, under the heavy routes' limit).
    const lastPix = reissues.filter((r) => r.status === 200).at(-1)!.body.payment!.id!;
    await standIn!.simulate(lastPix, 'approved').delivered;
    const pdfPath = `/declaracao-pdf?reference=${reference}`;
    const first = await send('127.0.1.1', pdfPath, payer);
    const rest = await Promise.all(
      Array.from({ length: 299 }, (_, i) => send(`127.0.1.${1 + (i % 10)}`, pdfPath, payer)),
    );
    const objects = await objectsUnder(bucket, `pdf/declaracao_residencia/${reference}/`);
    rows.push(
      row(
        '300 PDF requests, one document',
        [first, ...rest].map((r) => r.status),
        `${objects.length} object(s) in the bucket`,
      ),
    );

    // 4. One client floods the PDF route; a second one keeps asking meanwhile.
    const flooded: number[] = [];
    const bystander: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      const [burst, other] = await Promise.all([
        Promise.all(Array.from({ length: 50 }, () => send('127.0.0.20', pdfPath, payer))),
        Promise.all(Array.from({ length: 3 }, () => send('127.0.0.21', pdfPath, payer))),
      ]);
      flooded.push(...burst.map((r) => r.status));
      bystander.push(...other.map((r) => r.status));
    }
    rows.push(
      row(
        'flood: one client, PDF route',
        flooded,
        `heavy routes: ${DEFAULT_EDGE_LIMITS.heavy} per address, then 1 per ${300 / DEFAULT_EDGE_LIMITS.heavy} s`,
      ),
    );
    rows.push(row('meanwhile: second client', bystander, 'served while the first is refused'));

    console.log(formatTable(rows));
    const serverErrors = rows.reduce((n, r) => n + r.serverError, 0);
    const total = rows.reduce((n, r) => n + r.requests, 0);
    console.log(`\n${total} requests to ${runtime.url}; 5xx (or no answer): ${serverErrors}`);
    return serverErrors === 0 ? 0 : 1;
  } finally {
    bucket.destroy();
    await runtime.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
