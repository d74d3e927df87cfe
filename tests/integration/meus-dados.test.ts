// The holder's data rights (issue 23 items 3 and 4), over HTTP against the local parts: the export holds every
// item of the person (profile, a resume with its photo, declarations, a contract, payments, verification codes,
// the stored PDF) and nothing of anyone else; the account's deletion removes every item and object of the
// person, keeps the payments stripped to the accounting fields, marks the codes 'deleted', leaves everyone
// else's, and finishes when run again after a crash halfway; signed-in drafts expire 180 days after the last
// save, paid ones never. The person's sign-in user is deleted last, once the data is gone, by the name the
// token gives (`cognito:username`); the local runtime's user directory notes it.
import { randomUUID } from 'node:crypto';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalUserDirectory } from '../../lambdas/adapters/local-user-directory';
import type { AccountDeletionDeps, MeusDadosDeps } from '../../lambdas/use-cases/meus-dados';
import { LOCAL_PDF_BUCKET } from '../../local/server';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { localBucket, objectsUnder } from '../support/bucket';
import { createCurriculo } from '../support/curriculos';
import { approve, issuePix, paidDeclaracao, saveDeclaracao } from '../support/declaracoes';
import { patchItem, readItem } from '../support/dynamo';
import { storedDocument, storedPayment } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { storeCode } from '../support/verification';

const DAY_SECONDS = 24 * 3600;

let runtime: TestRuntime;

/** All a deleted account leaves in the users table: no personal data, gone by TTL after two days. */
const retiredStub = (uid: string) => ({
  uid,
  deleted_at: expect.any(Number),
  expires_at: expect.any(Number),
});
let bucket: S3Client;
let deps: MeusDadosDeps;
/** The user directory the deletion route was built with (the local runtime's: it notes each deletion). */
let directory: LocalUserDirectory;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  bucket = localBucket(runtime.s3Endpoint);
  // Built now, from the runtime's environment (its dynalite and bucket), as a Lambda builds them at cold start.
  deps = (await import('../../lambdas/adapters/meus-dados-deps')).meusDadosDeps;
  directory = (await import('../../lambdas/adapters/user-directory')).userDirectory as LocalUserDirectory;
}, 60_000);

/** The user pool's name for a local sign-in's person: the token's `cognito:username`, not its `sub`. */
const usernameOf = (person: { uid: string }) => `local_${person.uid}`;

/** How many times the user directory was asked to delete `person`'s sign-in user. */
const userDeletions = (person: { uid: string }) =>
  directory.deleted.filter((username) => username === usernameOf(person)).length;

afterAll(async () => {
  bucket?.destroy();
  await runtime?.stop();
});

interface Holder {
  token: string;
  uid: string;
  email: string;
  resume: string;
  photoKey: string;
  declaracao: string;
  paymentId: string;
  pdfKey: string;
  draft: string;
  contrato: string;
  code: string;
}

let sequence = 0;

/**
 * A person with one of each: a resume with a kept photo, a paid declaration with its PDF stored, an unpaid
 * draft, a rental contract and a verification code.
 */
async function holder(name: string): Promise<Holder> {
  sequence += 1;
  const email = `${name.toLowerCase()}${sequence}@example.com`;
  await runtime.login({ email, name });
  // Issued in an earlier second than any deletion below: `iat` has whole seconds, and a token of the deletion's
  // own second counts as new (ports/user-store.ts).
  const token = await runtime.issuer.issue(
    { email, name, admin: false },
    { now: Math.floor(Date.now() / 1000) - 2 },
  );
  const me = await runtime.api('/me', { token });
  const uid = me.body.uid as string;
  const upsert = await runtime.api('/user-upsert', { token, body: { email, name } });
  expect(upsert.status, JSON.stringify(upsert.body)).toBe(200);
  const resume = (await createCurriculo(runtime, token)).id;
  const photoKey = `uploads/${uid}/${randomUUID()}.jpg`;
  await bucket.send(
    new PutObjectCommand({
      Bucket: LOCAL_PDF_BUCKET,
      Key: photoKey,
      Body: new Uint8Array([0xff, 0xd8, 0xff]),
    }),
  );
  const storedResume = await storedDocument(runtime, resume);
  await patchItem(
    runtime.dynamoEndpoint,
    'documents',
    { id: resume },
    {
      form: { ...storedResume?.form, foto_key: photoKey },
    },
  );
  const { reference: declaracao, paymentId } = await paidDeclaracao(runtime, token);
  const pdf = await runtime.api(`/declaracao-pdf?reference=${declaracao}`, { token });
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  const pdfKey = (await storedDocument(runtime, declaracao))?.pdf_key as string;
  const draft = await saveDeclaracao(runtime, token, { titular_nome: `${name} Rascunho` });
  const contrato = await runtime.api('/contrato-save', { token, body: { data: contratoLocacaoExemplo } });
  expect(contrato.status, JSON.stringify(contrato.body)).toBe(200);
  const code = await storeCode(declaracao, 'declaracao_residencia', uid);
  return {
    token,
    uid,
    email,
    resume,
    photoKey,
    declaracao,
    paymentId,
    pdfKey,
    draft,
    contrato: contrato.body.reference as string,
    code,
  };
}

const documentsOf = (person: Holder) => [person.resume, person.declaracao, person.draft, person.contrato];

async function objectExists(key: string): Promise<boolean> {
  return (await objectsUnder(bucket, key)).some((object) => object.key === key);
}

async function codeState(code: string): Promise<unknown> {
  return (await readItem(runtime.dynamoEndpoint, 'verifications', { code }))?.state;
}

describe('meus-dados-export', { timeout: 120_000 }, () => {
  it('holds every item of the person, their PDF and photo, and nothing of anyone else', async () => {
    // Prepare
    const maria = await holder('Maria');
    const joao = await holder('Joao');

    // Act
    const answer = await runtime.api('/meus-dados-export', { token: maria.token, method: 'POST' });
    const zip = unzipSync(new Uint8Array(await (await fetch(answer.body.url as string)).arrayBuffer()));
    const json = new TextDecoder().decode(zip['meus-dados.json']);
    const data = JSON.parse(json);

    // Assess
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.file_name).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(data.perfil).toMatchObject({ uid: maria.uid, email: maria.email });
    expect(data.documentos.map((doc: { id: string }) => doc.id).sort()).toEqual(documentsOf(maria).sort());
    const declaracao = data.documentos.find((doc: { id: string }) => doc.id === maria.declaracao);
    expect(declaracao).toMatchObject({
      kind: 'declaracao_residencia',
      paid: true,
      payment_reference: maria.declaracao,
    });
    expect(declaracao.form.titular_nome).toEqual(expect.any(String));
    expect(data.pagamentos).toEqual([
      expect.objectContaining({
        payment_id: maria.paymentId,
        status: 'approved',
        amount_cents: expect.any(Number),
      }),
    ]);
    // The code the test wrote, and the one the PDF's release recorded: every one Maria's, none of João's.
    expect(data.codigos_verificacao).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: maria.code, document_id: maria.declaracao })]),
    );
    expect(data.codigos_verificacao.length).toBeGreaterThanOrEqual(2);
    for (const entry of data.codigos_verificacao) {
      expect(entry.owner_uid).toBe(maria.uid);
      expect(documentsOf(maria)).toContain(entry.document_id);
    }
    expect(zip[declaracao.arquivo_pdf]?.slice(0, 5)).toEqual(new TextEncoder().encode('%PDF-'));
    const resume = data.documentos.find((doc: { id: string }) => doc.id === maria.resume);
    expect(zip[resume.arquivo_foto]).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    for (const other of [...documentsOf(joao), joao.uid, joao.email, joao.paymentId, joao.code]) {
      expect(json).not.toContain(other);
    }
    expect(Object.keys(zip).some((path) => path.includes(joao.declaracao))).toBe(false);
  });
});

describe('meus-dados-delete', { timeout: 180_000 }, () => {
  it('refuses without the confirmation word and deletes nothing', async () => {
    // Prepare
    const token = await runtime.login({ email: 'hesitante@example.com', name: 'Hesitante' });
    const draft = await saveDeclaracao(runtime, token, { titular_nome: 'Hesitante' });

    // Act
    const refused = await runtime.api('/meus-dados-delete', { token, body: { confirmation: 'sim' } });

    // Assess
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Digite EXCLUIR para confirmar a exclusão.');
    expect(await storedDocument(runtime, draft)).toBeDefined();
  });

  it('removes every item and object of the person, keeps payments for accounting, leaves everyone else’s', async () => {
    // Prepare
    const maria = await holder('Maria');
    const joao = await holder('Joao');
    await runtime.api('/meus-dados-export', { token: maria.token, method: 'POST' });

    // Act
    const answer = await runtime.api('/meus-dados-delete', {
      token: maria.token,
      body: { confirmation: 'EXCLUIR' },
    });
    const deletionsAfterAnswer = userDeletions(maria);
    const again = await runtime.api('/meus-dados-delete', {
      token: maria.token,
      body: { confirmation: 'excluir' },
    });

    // Assess
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ completed: true, deleted_documents: 4 });
    // The token was issued before the deletion: the account is gone, so it writes nothing more.
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('account_deleted');
    for (const id of documentsOf(maria)) expect(await storedDocument(runtime, id)).toBeUndefined();
    expect(await readItem(runtime.dynamoEndpoint, 'users', { uid: maria.uid })).toEqual(
      retiredStub(maria.uid),
    );
    expect(await objectExists(maria.pdfKey)).toBe(false);
    expect(await objectExists(maria.photoKey)).toBe(false);
    expect(await objectsUnder(bucket, `pdf/meus-dados/${maria.uid}/`)).toEqual([]);
    const payment = await storedPayment(runtime, maria.paymentId);
    expect(payment).toMatchObject({
      payment_id: maria.paymentId,
      reference: maria.declaracao,
      status: 'approved',
      amount_cents: expect.any(Number),
      created_at: expect.any(Number),
      owner_uid: null,
      payer_email: null,
      holder_deleted_at: expect.any(Number),
    });
    expect(payment?.terms_acceptance).toBeUndefined();
    expect(JSON.stringify(payment)).not.toContain(maria.uid);
    expect(await codeState(maria.code)).toBe('deleted');
    // Everyone else's stays as it was.
    for (const id of documentsOf(joao)) expect(await storedDocument(runtime, id)).toBeDefined();
    expect(await readItem(runtime.dynamoEndpoint, 'users', { uid: joao.uid })).toBeDefined();
    expect(await objectExists(joao.pdfKey)).toBe(true);
    expect(await objectExists(joao.photoKey)).toBe(true);
    expect(await storedPayment(runtime, joao.paymentId)).toMatchObject({ owner_uid: joao.uid });
    expect(await codeState(joao.code)).toBe('valid');
    // The sign-in user: once per completed run (the re-run repeats it harmlessly), never anyone else's.
    expect(deletionsAfterAnswer).toBe(1);
    expect(userDeletions(joao)).toBe(0);
  });

  it('refuses every write by a token issued before the deletion, and a new sign-in starts a new account', async () => {
    // Prepare: a deleted account whose token is still within its validity
    const email = 'apagada@example.com';
    // Issued in an earlier second: `iat` has whole seconds, and a token of the deletion's own second counts as new.
    const token = await runtime.issuer.issue(
      { email, name: 'Conta Apagada', admin: false },
      { now: Math.floor(Date.now() / 1000) - 2 },
    );
    const uid = (await runtime.api('/me', { token })).body.uid as string;
    const deleted = await runtime.api('/meus-dados-delete', { token, body: { confirmation: 'EXCLUIR' } });
    expect(deleted.body).toMatchObject({ completed: true });

    // Act
    const writes = await Promise.all([
      runtime.api('/declaracao-save', { token, body: { form: { titular_nome: 'Intrusa' } } }),
      runtime.api('/curriculo-save', { token, body: { data: curriculoExemplo, terms_accepted: true } }),
      runtime.api('/user-upsert', { token, body: { email, name: 'Conta Apagada' } }),
    ]);
    const read = await runtime.api('/me', { token });
    // The same person signs in again later: a token issued after the deletion.
    const later = await runtime.issuer.issue(
      { email, name: 'Conta Nova', admin: false },
      { now: Math.floor(Date.now() / 1000) + 2 },
    );
    const signIn = await runtime.api('/user-upsert', { token: later, body: { email, name: 'Conta Nova' } });
    const created = await runtime.api('/curriculo-save', {
      token: later,
      body: { data: curriculoExemplo, terms_accepted: true },
    });

    // Assess
    for (const write of writes) {
      expect(write.status).toBe(401);
      expect(write.body.error).toEqual({
        code: 'account_deleted',
        message: 'Sessão inválida ou expirada. Faça login novamente.',
      });
    }
    expect(read.status).toBe(200);
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const profile = await readItem(runtime.dynamoEndpoint, 'users', { uid });
    expect(profile).toMatchObject({ uid, name: 'Conta Nova' });
    expect(profile?.deleted_at).toBeUndefined();
    expect(profile?.expires_at).toBeUndefined();
  });

  it('deletes the sign-in user last: not when the step before fails, once the data is gone on the re-run', async () => {
    // Prepare
    const email = 'ultimo.passo@example.com';
    const token = await runtime.login({ email, name: 'Último Passo' });
    const uid = (await runtime.api('/me', { token })).body.uid as string;
    await runtime.api('/user-upsert', { token, body: { email, name: 'Último Passo' } });
    const draft = await saveDeclaracao(runtime, token, { titular_nome: 'Último Passo' });
    const { deleteHolderAccount } = await import('../../lambdas/use-cases/meus-dados');
    // The profile's deletion, the last data step, fails.
    const crashing: AccountDeletionDeps = {
      ...deps,
      directory,
      users: {
        ...deps.users,
        async retire() {
          throw new Error('simulated crash');
        },
      },
    };

    // Act
    const crashed = await deleteHolderAccount(crashing, { uid, username: usernameOf({ uid }) }).catch(
      (error: Error) => error,
    );
    const deletionsAfterCrash = userDeletions({ uid });
    const rerun = await runtime.api('/meus-dados-delete', { token, body: { confirmation: 'EXCLUIR' } });

    // Assess
    expect(crashed).toBeInstanceOf(Error);
    expect(deletionsAfterCrash).toBe(0);
    expect(rerun.body).toMatchObject({ completed: true });
    expect(userDeletions({ uid })).toBe(1);
    expect(directory.deleted.at(-1)).toBe(usernameOf({ uid }));
    expect(await storedDocument(runtime, draft)).toBeUndefined();
    expect(await readItem(runtime.dynamoEndpoint, 'users', { uid })).toEqual(retiredStub(uid));
  });

  it('finishes when run again after a crash halfway', async () => {
    // Prepare
    const maria = await holder('Maria');
    const joao = await holder('Joao');
    const { deleteHolderAccount } = await import('../../lambdas/use-cases/meus-dados');
    let deletes = 0;
    const crashing: AccountDeletionDeps = {
      ...deps,
      directory,
      documents: {
        ...deps.documents,
        async delete(id, version) {
          deletes += 1;
          if (deletes > 2) throw new Error('simulated crash');
          return deps.documents.delete(id, version);
        },
      },
    };

    // Act
    const crashed = await deleteHolderAccount(crashing, {
      uid: maria.uid,
      username: usernameOf(maria),
    }).catch((error: Error) => error);
    const userDeletionsHalfway = userDeletions(maria);
    const halfway = await Promise.all(documentsOf(maria).map((id) => storedDocument(runtime, id)));
    const profileHalfway = await readItem(runtime.dynamoEndpoint, 'users', { uid: maria.uid });
    const rerun = await runtime.api('/meus-dados-delete', {
      token: maria.token,
      body: { confirmation: 'EXCLUIR' },
    });

    // Assess
    expect(crashed).toBeInstanceOf(Error);
    expect(halfway.filter((doc) => doc === undefined).length).toBe(2);
    expect(profileHalfway?.deleting_at).toEqual(expect.any(Number));
    expect(rerun.body).toMatchObject({ completed: true, deleted_documents: 2 });
    expect(userDeletionsHalfway).toBe(0);
    expect(userDeletions(maria)).toBe(1);
    for (const id of documentsOf(maria)) expect(await storedDocument(runtime, id)).toBeUndefined();
    expect(await readItem(runtime.dynamoEndpoint, 'users', { uid: maria.uid })).toEqual(
      retiredStub(maria.uid),
    );
    expect(await objectExists(maria.pdfKey)).toBe(false);
    expect(await objectExists(maria.photoKey)).toBe(false);
    expect(await storedPayment(runtime, maria.paymentId)).toMatchObject({
      owner_uid: null,
      payer_email: null,
    });
    expect(await codeState(maria.code)).toBe('deleted');
    for (const id of documentsOf(joao)) expect(await storedDocument(runtime, id)).toBeDefined();
    expect(await codeState(joao.code)).toBe('valid');
  });
});

describe('retention of signed-in drafts', { timeout: 120_000 }, () => {
  it('expires an unpaid draft 180 days after its last save, never a paid one; the TTL sweep honours it', async () => {
    // Prepare
    const token = await runtime.login({ email: 'retencao@example.com', name: 'Retenção' });
    const before = Math.floor(Date.now() / 1000);
    const draft = await saveDeclaracao(runtime, token, { titular_nome: 'Rascunho' });
    const created = await storedDocument(runtime, draft);
    await patchItem(runtime.dynamoEndpoint, 'documents', { id: draft }, { expires_at: before + DAY_SECONDS });
    const paid = await saveDeclaracao(runtime, token);
    const { id: paymentId } = await issuePix(runtime, token, paid);

    // Act
    const autosave = await runtime.api('/declaracao-save', {
      token,
      body: { id: draft, base_version: 1, changes: { titular_nome: 'Rascunho 2' } },
    });
    const saved = await storedDocument(runtime, draft);
    await approve(runtime, paymentId);
    const released = await storedDocument(runtime, paid);
    // A save of the paid declaration (no PDF yet) goes through the read path and keeps it from expiring.
    const paidSave = await runtime.api('/declaracao-save', {
      token,
      // On the version the payment wrote (payment state is part of it, issue 37).
      body: { id: paid, base_version: released?.form_version, changes: { titular_nome: 'Pago Alterado' } },
    });
    const paidAfterSave = await storedDocument(runtime, paid);
    await patchItem(runtime.dynamoEndpoint, 'documents', { id: draft }, { expires_at: before - 1 });
    const swept = await runtime.runJob('ttl-sweep');

    // Assess
    expect(created?.expires_at).toBeGreaterThanOrEqual(before + 180 * DAY_SECONDS);
    expect(created?.expires_at).toBeLessThanOrEqual(before + 180 * DAY_SECONDS + 60);
    expect(autosave.status, JSON.stringify(autosave.body)).toBe(200);
    expect(saved?.expires_at).toBeGreaterThanOrEqual(before + 180 * DAY_SECONDS);
    expect(released).toMatchObject({ paid: true });
    expect(released?.expires_at).toBeUndefined();
    expect(paidSave.status, JSON.stringify(paidSave.body)).toBe(200);
    expect(paidAfterSave?.form.titular_nome).toBe('Pago Alterado');
    expect(paidAfterSave?.expires_at).toBeUndefined();
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await storedDocument(runtime, draft)).toBeUndefined();
    expect(await storedDocument(runtime, paid)).toBeDefined();
  });
});
