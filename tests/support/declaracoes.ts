// Steps the declaration and payment tests repeat: save a declaration, issue a PIX for it, approve it in the
// stand-in and wait for the notification to be answered.

import { expect } from 'vitest';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import type { DeclaracaoResidenciaForm } from '../../shared/documents/declaracao-residencia/schema';
import { declaracaoTrabalhoExemplo } from '../../shared/documents/declaracao-trabalho/fixtures';
import type { DeclaracaoTrabalhoForm } from '../../shared/documents/declaracao-trabalho/schema';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { TERMS_VERSION } from '../../shared/terms';
import type { TestRuntime } from './runtime';

async function save(runtime: TestRuntime, token: string, body: Record<string, unknown>): Promise<string> {
  const saved = await runtime.api('/declaracao-save', { token, body });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.id as string;
}

export function saveDeclaracao(
  runtime: TestRuntime,
  token: string,
  form: Partial<DeclaracaoResidenciaForm> = declaracaoResidenciaExemplo,
  id?: string,
  /** More fields of the request (e.g. `confirm_repayment` for an edit that un-pays a paid declaration). */
  extra: Record<string, unknown> = {},
): Promise<string> {
  return save(runtime, token, { ...(id ? { id } : {}), form, ...extra });
}

/** A work declaration (`product: declaracao_trabalho`) of `token`'s person, created or updated. */
export function saveDeclaracaoTrabalho(
  runtime: TestRuntime,
  token: string,
  form: Partial<DeclaracaoTrabalhoForm> = declaracaoTrabalhoExemplo,
  id?: string,
  /** More fields of the request (e.g. `confirm_repayment` for an edit that un-pays a paid declaration). */
  extra: Record<string, unknown> = {},
): Promise<string> {
  return save(runtime, token, { ...(id ? { id } : {}), product: 'declaracao_trabalho', form, ...extra });
}

/** `mp-pay` for a PIX of the document, answered as it is (an error included). */
export function requestPix(
  runtime: TestRuntime,
  token: string,
  reference: string,
  extra: Record<string, unknown> = {},
) {
  return runtime.api('/mp-pay', {
    token,
    body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pagador@example.com', ...extra },
  });
}

export async function issuePix(
  runtime: TestRuntime,
  token: string,
  reference: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; amountCents: number }> {
  const pay = await requestPix(runtime, token, reference, extra);
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  return { id: pay.body.payment.id as string, amountCents: pay.body.amount_cents as number };
}

/** Approves in the stand-in and waits until mp-webhook has answered the notification. */
export async function approve(runtime: TestRuntime, paymentId: string): Promise<void> {
  const records = await runtime.standIn!.simulate(paymentId, 'approved').delivered;
  expect(records.map((r) => r.responseStatus)).toEqual([200]);
}

/** A declaration of `token`'s person, paid by an approved PIX. */
export async function paidDeclaracao(
  runtime: TestRuntime,
  token: string,
): Promise<{ reference: string; paymentId: string }> {
  const reference = await saveDeclaracao(runtime, token);
  const { id } = await issuePix(runtime, token, reference);
  await approve(runtime, id);
  return { reference, paymentId: id };
}

/** The text (whitespace folded) of the declaration's PDF as `declaracao-pdf` releases it to `token`. */
export async function declaracaoPdfText(
  runtime: TestRuntime,
  reference: string,
  token: string,
  adminMode = false,
): Promise<string> {
  const pdf = await runtime.api(
    `/declaracao-pdf?reference=${reference}${adminMode ? '&adminMode=true' : ''}`,
    { token },
  );
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  const bytes = new Uint8Array(await (await fetch(pdf.body.url as string)).arrayBuffer());
  return (await extractPdfText(bytes)).text.replace(/\s+/g, ' ');
}
