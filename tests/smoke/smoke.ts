// The smoke test of a running stage (`npm run smoke -- <site URL>`): what a customer does, through the site's own
// config.json and API. Sign in, save a residence declaration, pay it by card (Mercado Pago's sandbox test card, or
// the local stand-in), download the PDF by its presigned link and read the declarant's name in it, delete it.
// Each step prints its time; the first failure stops the run, names its step, and the declaration is deleted.
import { randomInt } from 'node:crypto';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import type { DeclaracaoResidenciaForm } from '../../shared/documents/declaracao-residencia/schema';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { type RuntimeConfig, runtimeConfigSchema } from '../../shared/runtime-config';
import { TERMS_VERSION } from '../../shared/terms';
import { cognitoSignIn } from './cognito-sign-in';

export const SMOKE_STEPS = ['config', 'sign-in', 'save', 'payment', 'pdf', 'delete'] as const;
export type SmokeStep = (typeof SMOKE_STEPS)[number];

export interface SmokeOptions {
  /** The site's address, e.g. `https://documentos.example.com.br` or `http://127.0.0.1:3000`. */
  siteUrl: string;
  /** SMOKE_* settings (see docs/deploy.md); `process.env` from the command line. */
  env: Record<string, string | undefined>;
  /** One line per step; console.log from the command line. */
  print: (line: string) => void;
  /** How long an approved payment may take to reach the document (webhook or status check). */
  paymentTimeoutMs?: number;
  /** Tests only: a stand-in of Cognito's API and its credentials. */
  cognito?: { endpoint: string; credentials: { accessKeyId: string; secretAccessKey: string } };
}

export interface StepResult {
  step: SmokeStep | 'cleanup';
  ok: boolean;
  ms: number;
  detail: string;
}

export interface SmokeResult {
  ok: boolean;
  /** The step that failed, and why. */
  failed?: { step: SmokeStep; message: string };
  steps: StepResult[];
}

/** Mercado Pago's test cards: in test mode the holder's name picks the outcome (APRO approved, OTHE refused, ...). */
const TEST_CARD = { number: '4235647728025682', cvv: '123', month: 11, cpf: '12345678909' };
const REQUEST_TIMEOUT_MS = 30_000;
const POLL_INTERVAL_MS = 1_000;

class StepFailure extends Error {
  override name = 'StepFailure';
}

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: API bodies are read field by field and checked where used
  body: Record<string, any>;
}

async function request(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    throw new StepFailure(`${init.method ?? 'GET'} ${new URL(url).pathname} did not answer (${reason})`);
  }
}

async function json(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await request(url, init);
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    throw new StepFailure(
      `${init.method ?? 'GET'} ${new URL(url).pathname} answered HTTP ${response.status} without JSON: ${text.slice(0, 120)}`,
    );
  }
}

/** "HTTP 400 card_refused: Pagamento não autorizado", from the API's error envelope. */
function failureOf(what: string, answer: Answer): StepFailure {
  const error = answer.body?.error;
  const why = error?.code ? `${error.code}: ${error.message}` : JSON.stringify(answer.body).slice(0, 200);
  return new StepFailure(`${what} answered HTTP ${answer.status} ${why}`);
}

/** Six letters, so the PDF checked is this run's declaration and no earlier one. */
function runTag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join('');
}

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function runSmoke(options: SmokeOptions): Promise<SmokeResult> {
  const { env, print } = options;
  const site = new URL(options.siteUrl);
  const steps: StepResult[] = [];
  const started = Date.now();

  let config: RuntimeConfig | undefined;
  let apiBase = '';
  let token = '';
  let documentId: string | undefined;
  const declarant = `Teste de Implantação ${runTag()}`;

  const api = (path: string, init: RequestInit & { body?: string } = {}) =>
    json(`${apiBase}/${path}`, {
      ...init,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });

  const run: Record<SmokeStep, () => Promise<string>> = {
    async config() {
      const answer = await json(new URL('/config.json', site).href);
      if (answer.status !== 200) throw new StepFailure(`config.json answered HTTP ${answer.status}`);
      const parsed = runtimeConfigSchema.safeParse(answer.body);
      if (!parsed.success) throw new StepFailure('config.json does not match shared/runtime-config.ts');
      config = parsed.data;
      apiBase = new URL(config.apiBase, site).href.replace(/\/+$/, '');
      return `auth ${config.authMode}, API ${apiBase}`;
    },

    async 'sign-in'() {
      const c = config!;
      if (c.authMode === 'local') {
        // The local issuer takes any e-mail: the stand-in for Google's sign-in.
        const email = env.SMOKE_USERNAME || 'smoke@example.com';
        const answer = await json(`${apiBase}/local-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, name: 'Smoke' }),
        });
        if (answer.status !== 200 || typeof answer.body.token !== 'string')
          throw failureOf('local-login', answer);
        token = answer.body.token;
        return `${email} (local issuer)`;
      }
      if (!c.cognito) throw new StepFailure('config.json has authMode cognito but no cognito block');
      const username = env.SMOKE_USERNAME;
      const password = env.SMOKE_PASSWORD;
      if (!username || !password)
        throw new StepFailure('set SMOKE_USERNAME and SMOKE_PASSWORD to the smoke user of the user pool');
      let signedIn: Awaited<ReturnType<typeof cognitoSignIn>>;
      try {
        signedIn = await cognitoSignIn({
          region: c.cognito.region,
          userPoolId: c.cognito.userPoolId,
          clientId: c.cognito.userPoolClientId,
          username,
          password,
          totpSecret: env.SMOKE_TOTP_SECRET || undefined,
          ...options.cognito,
        });
      } catch (error) {
        const name = error instanceof Error && error.name !== 'Error' ? `${error.name}: ` : '';
        throw new StepFailure(`Cognito: ${name}${error instanceof Error ? error.message : String(error)}`);
      }
      token = signedIn.idToken;
      if (signedIn.enrolledTotpSecret) {
        print(`  TOTP enrolled for ${username}: keep SMOKE_TOTP_SECRET=${signedIn.enrolledTotpSecret}`);
      }
      return `${username} (Cognito, AdminInitiateAuth + TOTP)`;
    },

    async save() {
      const form: DeclaracaoResidenciaForm = { ...declaracaoResidenciaExemplo, titular_nome: declarant };
      const answer = await api('declaracao-save', { method: 'POST', body: JSON.stringify({ form }) });
      if (answer.status !== 200 || typeof answer.body.id !== 'string')
        throw failureOf('declaracao-save', answer);
      documentId = answer.body.id;
      return `declaration ${documentId}`;
    },

    async payment() {
      const c = config!;
      const method = env.SMOKE_PAYMENT || 'card';
      const base = {
        reference: documentId,
        terms_version: TERMS_VERSION,
        email: env.SMOKE_PAYER_EMAIL ?? '',
      };
      let paymentId: string;
      let how: string;
      if (method === 'card') {
        // As the browser does: the card goes to Mercado Pago with the public key, our API gets the token only.
        const holder = env.SMOKE_CARD_HOLDER || 'APRO';
        const mp = c.mpApiBaseUrl.replace(/\/+$/, '');
        const tokenAnswer = await json(
          `${mp}/v1/card_tokens?public_key=${encodeURIComponent(c.mpPublicKey)}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              card_number: TEST_CARD.number,
              security_code: TEST_CARD.cvv,
              expiration_month: TEST_CARD.month,
              expiration_year: new Date().getFullYear() + 4,
              cardholder: { name: holder, identification: { type: 'CPF', number: TEST_CARD.cpf } },
            }),
          },
        );
        if (tokenAnswer.status !== 201 || typeof tokenAnswer.body.id !== 'string')
          throw new StepFailure(
            `Mercado Pago's card_tokens answered HTTP ${tokenAnswer.status} ${tokenAnswer.body.message ?? ''} (is mpPublicKey a test key?)`,
          );
        const pay = await api('mp-pay', {
          method: 'POST',
          body: JSON.stringify({ ...base, method: 'card', token: tokenAnswer.body.id, installments: 1 }),
        });
        if (pay.status !== 200) throw failureOf('mp-pay (card)', pay);
        paymentId = String(pay.body.payment.id);
        const status = pay.body.payment.status;
        if (status === 'rejected' || status === 'cancelled')
          throw new StepFailure(`card payment ${status}: ${pay.body.payment.status_detail ?? ''}`);
        how = `card (${holder}) ${status}`;
      } else if (method === 'pix') {
        // Mercado Pago's sandbox cannot approve a PIX; the local stand-in can, as its "Simular pagamento aprovado".
        if (!c.paymentSimulator)
          throw new StepFailure(
            'SMOKE_PAYMENT=pix needs the local stand-in; Mercado Pago sandbox approves test cards only',
          );
        const pay = await api('mp-pay', { method: 'POST', body: JSON.stringify({ ...base, method: 'pix' }) });
        if (pay.status !== 200) throw failureOf('mp-pay (pix)', pay);
        paymentId = String(pay.body.payment.id);
        const simulated = await request(
          `${c.mpApiBaseUrl.replace(/\/+$/, '')}/v1/__sim/payments/${encodeURIComponent(paymentId)}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'approved' }),
          },
        );
        if (!simulated.ok)
          throw new StepFailure(`the stand-in's simulator answered HTTP ${simulated.status}`);
        how = 'PIX approved by the stand-in';
      } else {
        throw new StepFailure(`SMOKE_PAYMENT must be card or pix, not ${method}`);
      }

      // The document is released once the approval reached it (mp-pay itself, the webhook or the status check).
      const deadline = Date.now() + (options.paymentTimeoutMs ?? 90_000);
      const query = `id=${encodeURIComponent(paymentId)}&reference=${encodeURIComponent(documentId!)}`;
      for (;;) {
        const answer = await api(`mp-status?${query}`);
        if (answer.status !== 200) throw failureOf('mp-status', answer);
        if (answer.body.paid === true) return `${how}, payment ${paymentId}`;
        const status = answer.body.status ?? answer.body.entry?.status;
        if (status === 'rejected' || status === 'cancelled')
          throw new StepFailure(`payment ${paymentId} ${status}`);
        if (Date.now() > deadline)
          throw new StepFailure(
            `payment ${paymentId} still ${status ?? 'unknown'}: the document was not released`,
          );
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
      }
    },

    async pdf() {
      const answer = await api(`declaracao-pdf?reference=${encodeURIComponent(documentId!)}`);
      if (answer.status !== 200 || typeof answer.body.url !== 'string')
        throw failureOf('declaracao-pdf', answer);
      // The presigned link is used as a browser would, without our token (and never printed: it is a credential).
      const file = await request(answer.body.url);
      if (!file.ok) throw new StepFailure(`the presigned PDF link answered HTTP ${file.status}`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-')
        throw new StepFailure('the presigned link did not give a PDF');
      let text: string;
      try {
        text = fold((await extractPdfText(bytes)).text);
      } catch (error) {
        throw new StepFailure(
          `pdf.js could not read the PDF: ${error instanceof Error ? error.message : error}`,
        );
      }
      if (!text.includes(declarant))
        throw new StepFailure(`the PDF does not name the declarant "${declarant}"`);
      return `${bytes.length} bytes, names "${declarant}"`;
    },

    async delete() {
      const answer = await api('declaracao-delete', {
        method: 'POST',
        body: JSON.stringify({ id: documentId }),
      });
      if (answer.status !== 200 || answer.body.deleted !== true) throw failureOf('declaracao-delete', answer);
      const gone = await api(`declaracao-get?id=${encodeURIComponent(documentId!)}`);
      if (gone.status !== 404)
        throw new StepFailure(`declaracao-get still answers HTTP ${gone.status} after the delete`);
      documentId = undefined;
      return 'deleted, declaracao-get answers 404';
    },
  };

  const line = (result: StepResult) =>
    `  ${result.step.padEnd(8)} ${result.ok ? 'ok  ' : 'FAIL'} ${(result.ms / 1000).toFixed(2).padStart(6)} s  ${result.detail}`;

  print(`smoke of ${site.origin} at ${new Date(started).toISOString()}`);
  let failed: SmokeResult['failed'];
  for (const step of SMOKE_STEPS) {
    const t0 = performance.now();
    try {
      const detail = await run[step]();
      steps.push({ step, ok: true, ms: performance.now() - t0, detail });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      steps.push({ step, ok: false, ms: performance.now() - t0, detail: message });
      failed = { step, message };
    }
    print(line(steps.at(-1)!));
    if (failed) break;
  }

  // A failed run does not leave its declaration in the stage.
  if (failed && documentId) {
    const t0 = performance.now();
    const answer = await api('declaracao-delete', {
      method: 'POST',
      body: JSON.stringify({ id: documentId }),
    }).catch((error: unknown) => ({
      status: 0,
      body: { error: { code: 'network', message: String(error) } },
    }));
    const ok = answer.status === 200;
    steps.push({
      step: 'cleanup',
      ok,
      ms: performance.now() - t0,
      detail: ok
        ? `declaration ${documentId} deleted`
        : `declaration ${documentId} left: ${failureOf('declaracao-delete', answer).message}`,
    });
    print(line(steps.at(-1)!));
  }

  const total = ((Date.now() - started) / 1000).toFixed(1);
  if (failed) print(`smoke FAILED at step "${failed.step}" after ${total} s: ${failed.message}`);
  else print(`smoke passed in ${total} s`);
  return { ok: !failed, ...(failed ? { failed } : {}), steps };
}
