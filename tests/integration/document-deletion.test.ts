// Deleting one document deletes it (LGPD art. 18 VI, issue 40 item 2), over HTTP against dynalite, s3rver and
// the Mercado Pago stand-in: on every `*-delete` route its verification codes answer "Cancelado", every PDF
// stored for it leaves the bucket, and its payments keep only the accounting fields, still in the holder's
// export until tax law lets them go; the account's deletion then finds those payments by owner.
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PDF_BUCKET } from '../../local/server';
import { autorizacaoNacionalExemplo } from '../../shared/documents/autorizacao-viagem/fixtures';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { localBucket, objectsUnder } from '../support/bucket';
import { createCurriculo } from '../support/curriculos';
import { paidDeclaracao, saveDeclaracao } from '../support/declaracoes';
import { storedPayment } from '../support/mercado-pago';
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

describe('every delete route', () => {
  it.each([
    ['declaracao-delete', 'declaracao_residencia', async (token: string) => saveDeclaracao(runtime, token)],
    [
      'contrato-delete',
      'contrato_locacao',
      async (token: string) => {
        const saved = await runtime.api('/contrato-save', { token, body: { data: contratoLocacaoExemplo } });
        return saved.body.reference as string;
      },
    ],
    [
      'autorizacao-viagem-delete',
      'autorizacao_viagem',
      async (token: string) => {
        const saved = await runtime.api('/autorizacao-viagem-save', {
          token,
          body: { form: autorizacaoNacionalExemplo },
        });
        return saved.body.id as string;
      },
    ],
    ['curriculo-delete', 'curriculo', async (token: string) => (await createCurriculo(runtime, token)).id],
  ])('/%s cancels the codes and removes the PDFs of the document', async (route, kind, create) => {
    // Prepare
    const token = await runtime.login({ email: `${route}@example.com`, name: 'Rota' });
    const uid = (await runtime.api('/me', { token })).body.uid as string;
    const id = await create(token);
    expect(id, `${route}: created`).toBeTruthy();
    const code = await storeCode(id, kind, uid);
    await storeEarlierRender(kind, id);

    // Act
    const deleted = await runtime.api(`/${route}`, { token, body: { id } });
    const check = await verificar(code);

    // Assess
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(check.body).toMatchObject({ state: 'deleted' });
    expect(await objectsUnder(bucket, `pdf/${kind}/${id}/`)).toEqual([]);
  });
});
