// The PDF of an unchanged document is rendered once (issue 17 item 2), over HTTP against dynalite and s3rver:
// for each PDF route (residence and work declaration, resume) repeated requests hand out links to one stored
// object, never written again; a changed form (or a resume's other layout) is rendered to a new object.
import { DeleteObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PDF_BUCKET } from '../../local/server';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { localBucket, objectsUnder } from '../support/bucket';
import { createCurriculo, payCurriculo } from '../support/curriculos';
import {
  approve,
  issuePix,
  paidDeclaracao,
  saveDeclaracao,
  saveDeclaracaoTrabalho,
} from '../support/declaracoes';
import { storedDocument } from '../support/mercado-pago';
import { type ApiResult, startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let bucket: S3Client;
let owner: string;
let admin: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  bucket = localBucket(runtime.s3Endpoint);
  owner = await runtime.login({ email: 'reuso@example.com', name: 'Reuso' });
  admin = await runtime.login({ email: 'admin-reuso@example.com', name: 'Admin', admin: true });
});

afterAll(async () => {
  bucket?.destroy();
  await runtime?.stop();
});

function okAll(answers: ApiResult[]): void {
  expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body])).toEqual([]);
}

/** The PDF's bytes behind an answer's link. */
async function pdfBytes(answer: ApiResult): Promise<Uint8Array> {
  const response = await fetch(answer.body.url as string);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('a released declaration asked for 300 times', () => {
  it('renders and stores one PDF, then hands out new links to that object', async () => {
    // Prepare
    const { reference } = await paidDeclaracao(runtime, owner);
    const path = `/declaracao-pdf?reference=${reference}`;
    const first = await runtime.api(path, { token: owner });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const [stored] = await objectsUnder(bucket, `pdf/declaracao_residencia/${reference}/`);
    const version = (await storedDocument(runtime, reference))!.version;

    // Act
    const rest = await Promise.all(Array.from({ length: 299 }, () => runtime.api(path, { token: owner })));

    // Assess: one object, never written again; the record untouched; every link reads the same bytes
    okAll(rest);
    expect(await objectsUnder(bucket, `pdf/declaracao_residencia/${reference}/`)).toEqual([stored]);
    expect((await storedDocument(runtime, reference))!.version).toBe(version);
    expect(new Set(rest.map((a) => a.body.file_name))).toEqual(new Set([first.body.file_name]));
    expect(await pdfBytes(rest[298]!)).toEqual(await pdfBytes(first));
  }, 120_000);
});

describe('a changed form', () => {
  it('is rendered to a new object, and the unchanged form before it is not', async () => {
    // Prepare: an admin's own declaration, released to them without a payment
    const reference = await saveDeclaracao(runtime, admin);
    const path = `/declaracao-pdf?reference=${reference}`;
    okAll(await Promise.all([1, 2, 3].map(() => runtime.api(path, { token: admin }))));
    const before = await objectsUnder(bucket, `pdf/declaracao_residencia/${reference}/`);

    // Act
    await saveDeclaracao(
      runtime,
      admin,
      { ...declaracaoResidenciaExemplo, titular_nome: 'Joana Prado' },
      reference,
    );
    const changed = await runtime.api(path, { token: admin });
    const again = await runtime.api(path, { token: admin });

    // Assess
    expect(before).toHaveLength(1);
    okAll([changed, again]);
    const after = await objectsUnder(bucket, `pdf/declaracao_residencia/${reference}/`);
    expect(after).toHaveLength(2);
    expect(after).toContainEqual(before[0]);
    expect(await pdfBytes(again)).toEqual(await pdfBytes(changed));
  });

  it('that is lost from the bucket (expired) is rendered again', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, admin);
    const path = `/declaracao-pdf?reference=${reference}`;
    expect((await runtime.api(path, { token: admin })).status).toBe(200);
    const [stored] = await objectsUnder(bucket, `pdf/declaracao_residencia/${reference}/`);
    await bucket.send(new DeleteObjectCommand({ Bucket: LOCAL_PDF_BUCKET, Key: stored!.key }));

    // Act
    const answer = await runtime.api(path, { token: admin });

    // Assess
    expect(answer.status).toBe(200);
    expect((await objectsUnder(bucket, `pdf/declaracao_residencia/${reference}/`)).map((o) => o.key)).toEqual(
      [stored!.key],
    );
    expect((await pdfBytes(answer)).byteLength).toBeGreaterThan(1000);
  });
});

describe('the work declaration', () => {
  it('renders one PDF for repeated requests and a new one for a new payment of a changed form', async () => {
    // Prepare
    const reference = await saveDeclaracaoTrabalho(runtime, owner);
    await approve(runtime, (await issuePix(runtime, owner, reference)).id);
    const path = `/declaracao-pdf?reference=${reference}`;

    // Act
    const first = await Promise.all(Array.from({ length: 20 }, () => runtime.api(path, { token: owner })));
    const once = await objectsUnder(bucket, `pdf/declaracao_trabalho/${reference}/`);
    const form = (await storedDocument(runtime, reference))!.form;
    // The person answered "Alterar um documento já pago?" (issue 37).
    await saveDeclaracaoTrabalho(runtime, owner, { ...form, cargo: 'Analista de dados' }, reference, {
      confirm_repayment: true,
    });
    await approve(runtime, (await issuePix(runtime, owner, reference)).id);
    const afterEdit = await runtime.api(path, { token: owner });

    // Assess
    okAll([...first, afterEdit]);
    expect(once).toHaveLength(1);
    expect(await objectsUnder(bucket, `pdf/declaracao_trabalho/${reference}/`)).toHaveLength(2);
  });
});

describe('the resume', () => {
  it('renders one PDF per content and layout', async () => {
    // Prepare
    const { id, meta } = await createCurriculo(runtime, owner);
    await payCurriculo(runtime, owner, meta.activePaymentRef!);
    const asked = (layout = '') => runtime.api(`/curriculo-pdf?id=${id}${layout}`, { token: owner });
    expect((await asked()).status).toBe(200);

    // Act
    const repeated = await Promise.all(Array.from({ length: 20 }, () => asked()));
    const once = await objectsUnder(bucket, `pdf/curriculo/${id}/`);
    const other = await asked('&layout=modern');
    const otherAgain = await asked('&layout=modern');

    // Assess
    okAll([...repeated, other, otherAgain]);
    expect(once).toHaveLength(1);
    expect(await objectsUnder(bucket, `pdf/curriculo/${id}/`)).toHaveLength(2);
    expect(otherAgain.body.file_name).toBe(other.body.file_name);
  });
});
