// One released PDF of every kind (issue 43), as a buyer gets it from the local runtime: the document created by
// its save route (signed in, or anonymous with its access key), paid by PIX approved at the Mercado Pago
// stand-in, then downloaded from its PDF route; the batch of notes also as its ZIP, whose first note is a PDF of
// its own. For the seal's checks (the Node one in `npm test`, pdfsig in the browser stage).
import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/access-key';
import { autorizacaoNacionalExemplo } from '../../shared/documents/autorizacao-viagem/fixtures';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { declaracaoTrabalhoExemplo } from '../../shared/documents/declaracao-trabalho/fixtures';
import { procuracaoVeiculoExemplo } from '../../shared/documents/procuracao-veiculo/fixtures';
import { promissoriaExemplo } from '../../shared/documents/promissoria/fixtures';
import { reciboAluguelExemplo } from '../../shared/documents/recibo-aluguel/fixtures';
import { reciboPagamentoExemplo } from '../../shared/documents/recibo-pagamento/fixtures';
import { TERMS_VERSION } from '../../shared/terms';
import { approve } from './declaracoes';
import type { ApiCall, TestRuntime } from './runtime';

interface KindCase {
  /** What the file is: the kind, or the kind and which of its PDFs. */
  name: string;
  save: string;
  body: Record<string, unknown>;
  anonymous?: boolean;
  /** The PDF route's path and query for the document `id`. */
  pdf: (id: string) => string;
  /** The route answers the file itself rather than a link to it. */
  raw?: boolean;
  /** The answer is a ZIP: its first PDF is the file. */
  zip?: boolean;
}

const CASES: KindCase[] = [
  {
    name: 'declaracao_residencia',
    save: '/declaracao-save',
    body: { form: declaracaoResidenciaExemplo },
    pdf: (id) => `/declaracao-pdf?reference=${id}`,
  },
  {
    name: 'declaracao_trabalho',
    save: '/declaracao-save',
    body: { product: 'declaracao_trabalho', form: declaracaoTrabalhoExemplo },
    pdf: (id) => `/declaracao-pdf?reference=${id}`,
  },
  {
    name: 'procuracao_veiculo',
    save: '/declaracao-save',
    body: { product: 'procuracao_veiculo', form: procuracaoVeiculoExemplo },
    anonymous: true,
    pdf: (id) => `/procuracao-veiculo-pdf?reference=${id}`,
  },
  {
    name: 'autorizacao_viagem',
    save: '/autorizacao-viagem-save',
    body: { form: autorizacaoNacionalExemplo },
    pdf: (id) => `/autorizacao-viagem-get?reference=${id}`,
    raw: true,
  },
  {
    name: 'contrato_locacao',
    save: '/contrato-save',
    body: { form: contratoLocacaoExemplo },
    pdf: (id) => `/contrato-pdf?reference=${id}`,
  },
  {
    name: 'recibo_aluguel',
    save: '/recibo-aluguel-save',
    body: { form: reciboAluguelExemplo },
    anonymous: true,
    pdf: (id) => `/recibo-aluguel-pdf?reference=${id}`,
  },
  {
    name: 'contrato_compra_veiculo',
    save: '/contrato-save',
    body: { kind: 'contrato_compra_veiculo', form: contratoVeiculoExemplo },
    anonymous: true,
    pdf: (id) => `/contrato-veiculo-pdf?reference=${id}`,
  },
  {
    name: 'promissoria',
    save: '/promissoria-save',
    body: { form: promissoriaExemplo },
    pdf: (id) => `/promissoria-pdf?lote=${id}`,
  },
  {
    name: 'promissoria (ZIP, one note)',
    save: '/promissoria-save',
    body: { form: promissoriaExemplo },
    pdf: (id) => `/promissoria-pdf?lote=${id}&todas=1`,
    zip: true,
  },
  {
    name: 'recibo_pagamento',
    save: '/declaracao-save',
    body: { product: 'recibo_pagamento', form: reciboPagamentoExemplo },
    pdf: (id) => `/declaracao-pdf?reference=${id}`,
  },
  {
    name: 'curriculo',
    save: '/curriculo-save',
    body: { data: curriculoExemplo, terms_accepted: true },
    pdf: (id) => `/curriculo-pdf?id=${id}`,
  },
];

export interface ReleasedPdf {
  name: string;
  /** The document's id (the batch's for a note of the ZIP). */
  id: string;
  bytes: Uint8Array;
}

async function releaseOne(runtime: TestRuntime, token: string, c: KindCase): Promise<ReleasedPdf> {
  const created = await runtime.api(c.save, c.anonymous ? { body: c.body } : { token, body: c.body });
  expect(created.status, `${c.name}: ${JSON.stringify(created.body)}`).toBe(200);
  const id = created.body.id as string;
  const call: ApiCall = c.anonymous
    ? { headers: { [ACCESS_KEY_HEADER]: created.body.access_key as string } }
    : { token };
  const reference = c.save.startsWith('/curriculo')
    ? ((await runtime.api(`/curriculo-get?id=${id}`, call)).body.data.activePaymentRef as string)
    : id;
  const pix = await runtime.api('/mp-pay', {
    ...call,
    body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pagador@example.com' },
  });
  expect(pix.status, `${c.name}: ${JSON.stringify(pix.body)}`).toBe(200);
  await approve(runtime, pix.body.payment.id as string);

  let bytes: Uint8Array;
  if (c.raw) {
    const answer = await fetch(`${runtime.url}/backend/api${c.pdf(id)}`, {
      headers: c.anonymous ? (call.headers as Record<string, string>) : { authorization: `Bearer ${token}` },
    });
    expect(answer.status, c.name).toBe(200);
    bytes = new Uint8Array(await answer.arrayBuffer());
  } else {
    const answer = await runtime.api(c.pdf(id), call);
    expect(answer.status, `${c.name}: ${JSON.stringify(answer.body)}`).toBe(200);
    bytes = new Uint8Array(await (await fetch(answer.body.url as string)).arrayBuffer());
  }
  if (c.zip) bytes = Object.values(unzipSync(bytes))[0]!;
  return { name: c.name, id, bytes };
}

/** The kinds `CASES` releases a PDF of: every kind of the manifests, checked by the tests that use them. */
export const RELEASED_KINDS: readonly string[] = [...new Set(CASES.map((c) => c.name.split(' ')[0]!))];

/** One released PDF of each kind (and of the notes' ZIP), in the order of `CASES`. */
export async function releaseEveryKind(runtime: TestRuntime, token: string): Promise<ReleasedPdf[]> {
  const released: ReleasedPdf[] = [];
  for (const c of CASES) released.push(await releaseOne(runtime, token, c));
  return released;
}

/** The verification code a released PDF's footer names. */
export function footerCode(text: string): string | undefined {
  return /\/Verificar\/([0-9A-Z]{10})/.exec(text.replace(/\s+/g, ''))?.[1];
}
