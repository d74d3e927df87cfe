// Deleting one document deletes it (LGPD art. 18 VI, issue 40 item 2), over HTTP against dynalite, s3rver and
// the Mercado Pago stand-in: on every `*-delete` route its verification codes answer "Cancelado", every PDF
// stored for it leaves the bucket, and its payments keep only the accounting fields, still in the holder's
// export until tax law lets them go; the account's deletion then finds those payments by owner.
import { createHash } from 'node:crypto';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PDF_BUCKET } from '../../local/server';
import { CONVITE_TOKEN_HEADER } from '../../shared/api/convites';
import { autorizacaoNacionalExemplo } from '../../shared/documents/autorizacao-viagem/fixtures';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { declaracaoTrabalhoExemplo } from '../../shared/documents/declaracao-trabalho/fixtures';
import { procuracaoVeiculoExemplo } from '../../shared/documents/procuracao-veiculo/fixtures';
import { promissoriaExemplo } from '../../shared/documents/promissoria/fixtures';
import { reciboAluguelExemplo } from '../../shared/documents/recibo-aluguel/fixtures';
import { reciboPagamentoExemplo } from '../../shared/documents/recibo-pagamento/fixtures';
import { KINDS } from '../../shared/kinds';
import { TERMS_VERSION } from '../../shared/terms';
import { localBucket, objectsUnder } from '../support/bucket';
import { createCurriculo } from '../support/curriculos';
import { paidDeclaracao } from '../support/declaracoes';
import { readItem } from '../support/dynamo';
import { storedDocument, storedPayment } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { codesOf, storeCode } from '../support/verification';

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

let runtime: TestRuntime;
let bucket: S3Client;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  bucket = localBucket(runtime.s3Endpoint);
});

afterAll(async () => {
  bucket?.destroy();
  await runtime?.stop();
});

/** An earlier render of the document's PDF (an edit since made another), stored where renders go. */
async function storeEarlierRender(kind: string, id: string): Promise<void> {
  await bucket.send(
    new PutObjectCommand({
      Bucket: LOCAL_PDF_BUCKET,
      Key: `pdf/${kind}/${id}/0123456789abcdef/anterior.pdf`,
      Body: new TextEncoder().encode('%PDF-1.7 anterior'),
    }),
  );
}

const verificar = (code: string) => runtime.api(`/verificar?code=${code}`);

describe('deleting a paid declaration', () => {
  it('cancels its code, removes every PDF of it, keeps its payment for accounting and in the export', async () => {
    // Prepare: a paid declaration whose PDF was released, and an earlier render of it
    const token = await runtime.login({ email: 'exclui-um@example.com', name: 'Exclui Um' });
    const { reference, paymentId } = await paidDeclaracao(runtime, token);
    const pdf = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token });
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    const released = await codesOf(reference);
    await storeEarlierRender('declaracao_residencia', reference);
    const before = await objectsUnder(bucket, `pdf/declaracao_residencia/${reference}/`);
    const startedAt = Date.now();

    // Act
    const deleted = await runtime.api('/declaracao-delete', { token, body: { id: reference } });
    const codes = await Promise.all(released.map(verificar));
    const payment = await storedPayment(runtime, paymentId);
    const exported = await runtime.api('/meus-dados-export', { token, method: 'POST' });
    const zip = unzipSync(new Uint8Array(await (await fetch(exported.body.url as string)).arrayBuffer()));
    const data = JSON.parse(new TextDecoder().decode(zip['meus-dados.json']));

    // Assess
    expect(before.length).toBe(2);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(released.length).toBe(1);
    for (const check of codes) {
      expect(check.body).toMatchObject({
        state: 'deleted',
        state_text: 'Cancelado: documento excluído pelo titular',
      });
    }
    expect(await objectsUnder(bucket, `pdf/declaracao_residencia/${reference}/`)).toEqual([]);
    expect(payment).toMatchObject({
      payment_id: paymentId,
      status: 'approved',
      amount_cents: expect.any(Number),
      payer_email: null,
      document_deleted_at: expect.any(Number),
    });
    expect(payment?.terms_acceptance).toBeUndefined();
    expect((payment!.expires_at as number) * 1000 - startedAt).toBeGreaterThan(4.9 * YEAR_MS);
    expect(data.documentos.map((doc: { id: string }) => doc.id)).not.toContain(reference);
    expect(data.pagamentos.map((p: { payment_id: string }) => p.payment_id)).toContain(paymentId);

    // Act: the account goes too
    const gone = await runtime.api('/meus-dados-delete', { token, body: { confirmation: 'EXCLUIR' } });

    // Assess: the payment no longer names its holder, found by owner although its document was gone
    expect(gone.body).toMatchObject({ completed: true });
    const anonymised = await storedPayment(runtime, paymentId);
    expect(anonymised).toMatchObject({ owner_uid: null, holder_deleted_at: expect.any(Number) });
    expect((anonymised as Record<string, unknown> | undefined)?.owner_key).toBeUndefined();
  });
});

// Every kind, each with a delete route, made by a signed-in person with its own save route, so each route's erasure
// is tried on each kind it serves.
interface DeleteCase {
  kind: string;
  route: string;
  create: (token: string) => Promise<{ id: string; reference: string }>;
}

const saved = async (path: string, token: string, body: Record<string, unknown>) => {
  const answer = await runtime.api(path, { token, body });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  const id = (answer.body.id ?? answer.body.reference) as string;
  return { id, reference: id };
};

const DELETE_CASES: DeleteCase[] = [
  {
    kind: 'declaracao_residencia',
    route: 'declaracao-delete',
    create: (token) => saved('/declaracao-save', token, { form: declaracaoResidenciaExemplo }),
  },
  {
    kind: 'declaracao_trabalho',
    route: 'declaracao-delete',
    create: (token) =>
      saved('/declaracao-save', token, { product: 'declaracao_trabalho', form: declaracaoTrabalhoExemplo }),
  },
  {
    kind: 'procuracao_veiculo',
    route: 'declaracao-delete',
    create: (token) =>
      saved('/declaracao-save', token, { product: 'procuracao_veiculo', form: procuracaoVeiculoExemplo }),
  },
  {
    kind: 'recibo_pagamento',
    route: 'declaracao-delete',
    create: (token) =>
      saved('/declaracao-save', token, { product: 'recibo_pagamento', form: reciboPagamentoExemplo }),
  },
  {
    kind: 'contrato_locacao',
    route: 'contrato-delete',
    create: (token) => saved('/contrato-save', token, { data: contratoLocacaoExemplo }),
  },
  {
    kind: 'contrato_compra_veiculo',
    route: 'contrato-delete',
    create: (token) =>
      saved('/contrato-save', token, { kind: 'contrato_compra_veiculo', data: contratoVeiculoExemplo }),
  },
  {
    kind: 'recibo_aluguel',
    route: 'contrato-delete',
    create: (token) => saved('/recibo-aluguel-save', token, { form: reciboAluguelExemplo }),
  },
  {
    kind: 'promissoria',
    route: 'promissoria-delete',
    create: (token) => saved('/promissoria-save', token, { form: promissoriaExemplo }),
  },
  {
    kind: 'autorizacao_viagem',
    route: 'autorizacao-viagem-delete',
    create: (token) => saved('/autorizacao-viagem-save', token, { form: autorizacaoNacionalExemplo }),
  },
  {
    kind: 'curriculo',
    route: 'curriculo-delete',
    create: async (token) => {
      const made = await createCurriculo(runtime, token);
      return { id: made.id, reference: made.meta.activePaymentRef! };
    },
  },
];

/** The invitation a contract kind can send (issue 44), by link: its link item is the document's to erase. */
const INVITED_PARTY: Record<string, string> = {
  contrato_locacao: 'locatario',
  contrato_compra_veiculo: 'comprador',
};

describe('every delete route', { timeout: 60_000 }, () => {
  it('serves every kind', () => {
    expect(DELETE_CASES.map((c) => c.kind).sort()).toEqual(KINDS.map((kind) => kind.id).sort());
  });

  it.each(DELETE_CASES)(
    '/$route on a $kind cancels its codes, removes its PDFs, its invitation links, and keeps its payment for accounting',
    async ({ kind, route, create }) => {
      // Prepare: the document with a code, an earlier render, a PIX issued and, for a contract, an invitation
      const token = await runtime.login({ email: `${kind}@example.com`, name: 'Rota' });
      const uid = (await runtime.api('/me', { token })).body.uid as string;
      const { id, reference } = await create(token);
      const code = await storeCode(id, kind, uid);
      await storeEarlierRender(kind, id);
      const pix = await runtime.api('/mp-pay', {
        token,
        body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pagador.rota@example.com' },
      });
      expect(pix.status, JSON.stringify(pix.body)).toBe(200);
      const paymentId = String(pix.body.payment.id);
      const party = INVITED_PARTY[kind];
      const invitation = party
        ? await runtime.api('/convite-create', { token, body: { reference: id, party, channel: 'link' } })
        : null;
      const link = invitation?.body.link as string | undefined;
      const inviteeToken = link?.slice(link.indexOf('#') + 1);

      // Act
      const deleted = await runtime.api(`/${route}`, { token, body: { id } });
      const check = await verificar(code);
      const payment = await storedPayment(runtime, paymentId);
      const exported = await runtime.api('/meus-dados-export', { token, method: 'POST' });
      const zip = unzipSync(new Uint8Array(await (await fetch(exported.body.url as string)).arrayBuffer()));
      const data = JSON.parse(new TextDecoder().decode(zip['meus-dados.json']));
      const opened = inviteeToken
        ? await runtime.api('/convite-get', { headers: { [CONVITE_TOKEN_HEADER]: inviteeToken } })
        : null;
      const linkLeft = inviteeToken
        ? await readItem(runtime.dynamoEndpoint, 'documents', {
            id: `convite#${createHash('sha256').update(`convite\0${inviteeToken}`).digest('hex')}`,
          })
        : undefined;

      // Assess
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect(check.body).toMatchObject({
        state: 'deleted',
        state_text: 'Cancelado: documento excluído pelo titular',
      });
      expect(await objectsUnder(bucket, `pdf/${kind}/${id}/`)).toEqual([]);
      expect(await storedDocument(runtime, id)).toBeUndefined();
      expect(payment).toMatchObject({
        payment_id: paymentId,
        payer_email: null,
        document_deleted_at: expect.any(Number),
      });
      expect(payment?.terms_acceptance).toBeUndefined();
      expect(data.documentos.map((doc: { id: string }) => doc.id)).not.toContain(id);
      expect(data.pagamentos.map((p: { payment_id: string }) => p.payment_id)).toContain(paymentId);
      if (party) {
        expect(invitation?.status, JSON.stringify(invitation?.body)).toBe(200);
        expect(opened?.status).toBe(410);
        expect(linkLeft).toBeUndefined();
      }
    },
  );
});
