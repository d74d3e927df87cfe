// The resume photo's life in the bucket over HTTP against s3rver (LGPD: personal data kept only while a resume
// names it): an upload waits under uploads/pending/ (expired there by the bucket's lifecycle rule) until a save
// claims it into uploads/{uid}/; the photo a save replaces or removes, or that of a deleted resume, is deleted
// once the change is stored; a refused save keeps the photo it would have replaced.
import { DeleteObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PDF_BUCKET } from '../../local/server';
import { curriculoExemplo, fotoExemplo } from '../../shared/documents/curriculo/fixtures';
import { localBucket, objectsUnder } from '../support/bucket';
import {
  ageCurriculo,
  createCurriculo,
  edited,
  payCurriculo,
  storedCurriculo,
  uploadFoto,
} from '../support/curriculos';
import { patchItem } from '../support/dynamo';
import { pngBomb } from '../support/picture-bomb';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

const FOTO_INVALIDA = { code: 'invalid_foto_key', message: 'Foto inválida. Envie a foto novamente.' };
const MINUTE = 60_000;

let runtime: TestRuntime;
let bucket: S3Client;
let owner: string;
let other: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  bucket = localBucket(runtime.s3Endpoint);
  owner = await runtime.login({ email: 'foto-lgpd@example.com', name: 'Foto LGPD' });
  other = await runtime.login({ email: 'outra-lgpd@example.com', name: 'Outra' });
});

afterAll(async () => {
  bucket?.destroy();
  await runtime?.stop();
});

const uploadPhoto = (token: string, bytes?: Uint8Array) => uploadFoto(runtime, token, bytes);

/** Every object key in the bucket under `prefix`. */
async function keysUnder(prefix: string): Promise<string[]> {
  return (await objectsUnder(bucket, prefix)).map((object) => object.key);
}

async function stored(key: string): Promise<boolean> {
  return (await keysUnder(key)).includes(key);
}

/** Where a claimed upload is kept: `uploads/pending/{uid}/{file}` → `uploads/{uid}/{file}`. */
function keptKey(pendingKey: string): string {
  return pendingKey.replace(/^uploads\/pending\//, 'uploads/');
}

async function storedFotoKey(id: string): Promise<unknown> {
  return ((await storedCurriculo(runtime, id))?.form as Record<string, unknown> | undefined)?.foto_key;
}

// Edits here may un-pay a paid resume: the person answered "Alterar um documento já pago?" (issue 37).
const save = (token: string, id: string, data: Record<string, unknown>) =>
  runtime.api('/curriculo-save', { token, body: { id, data, confirm_repayment: true } });

describe('a photo upload', () => {
  it('waits under uploads/pending/{uid}/, unclaimed, and only its owner can claim it', async () => {
    // Prepare: the owner's upload, never saved; someone else's resume
    const pending = await uploadPhoto(owner);
    const { id: theirs } = await createCurriculo(runtime, other);

    // Act 1: the other person names it, on a new resume and on their own
    const created = await runtime.api('/curriculo-save', {
      token: other,
      body: { data: { ...curriculoExemplo, foto_key: pending }, terms_accepted: true },
    });
    const saved = await save(other, theirs, { ...curriculoExemplo, foto_key: pending });

    // Assess 1: refused; the upload still waits, unclaimed, under the prefix the lifecycle rule expires
    const uid = pending.split('/')[2]!;
    expect(pending).toMatch(/^uploads\/pending\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/);
    expect(created.status).toBe(400);
    expect(created.body.error).toEqual(FOTO_INVALIDA);
    expect(saved.status).toBe(400);
    expect(saved.body.error).toEqual(FOTO_INVALIDA);
    expect(await storedFotoKey(theirs)).toBe('');
    expect(await stored(pending)).toBe(true);
    expect(await stored(keptKey(pending))).toBe(false);
    expect(await keysUnder(`uploads/${uid}/`)).toEqual([]);

    // Act 2: the owner saves a resume with it
    const mine = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: pending });

    // Assess 2: claimed: kept under uploads/{uid}/ with the same bytes, gone from the pending prefix
    expect(await storedFotoKey(mine.id)).toBe(keptKey(pending));
    expect(await stored(keptKey(pending))).toBe(true);
    expect(await stored(pending)).toBe(false);
    const opened = await runtime.api(`/curriculo-get?id=${mine.id}`, { token: owner });
    const shown = await fetch(opened.body.data.foto_url as string);
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(fotoExemplo().bytes);
  });

  it('that is not there (never sent, or lapsed) cannot be saved, and the resume keeps its photo', async () => {
    // Prepare: a resume with a photo; a pending key of the owner's shape with nothing behind it
    const first = await uploadPhoto(owner);
    const { id } = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: first });
    const lapsed = await uploadPhoto(owner);
    await bucket.send(new DeleteObjectCommand({ Bucket: LOCAL_PDF_BUCKET, Key: lapsed }));

    // Act
    const created = await runtime.api('/curriculo-save', {
      token: owner,
      body: { data: { ...curriculoExemplo, foto_key: lapsed }, terms_accepted: true },
    });
    const saved = await save(owner, id, { ...curriculoExemplo, foto_key: lapsed });

    // Assess
    expect(created.status).toBe(400);
    expect(created.body.error).toEqual(FOTO_INVALIDA);
    expect(saved.status).toBe(400);
    expect(saved.body.error).toEqual(FOTO_INVALIDA);
    expect(await storedFotoKey(id)).toBe(keptKey(first));
    expect(await stored(keptKey(first))).toBe(true);
  });
  it('of a picture bomb (17 KB, 12000 × 12000 pixels) is refused from its header, and the resume keeps its photo', async () => {
    // Prepare: a resume with a photo; a hand-made upload of a PNG the page would have scaled down
    const first = await uploadPhoto(owner);
    const { id } = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: first });
    const bomb = await uploadPhoto(owner, pngBomb(12000));

    // Act
    const created = await runtime.api('/curriculo-save', {
      token: owner,
      body: { data: { ...curriculoExemplo, foto_key: bomb }, terms_accepted: true },
    });
    const saved = await save(owner, id, { ...curriculoExemplo, foto_key: bomb });

    // Assess
    const refused = {
      code: 'foto_too_large',
      message: 'A foto deve ter no máximo 600 × 600 pixels. Envie a foto novamente.',
    };
    expect(created.status).toBe(400);
    expect(created.body.error).toEqual(refused);
    expect(saved.status).toBe(400);
    expect(saved.body.error).toEqual(refused);
    expect(await storedFotoKey(id)).toBe(keptKey(first));
    expect(await stored(keptKey(bomb))).toBe(false);
  });
});

describe('a save that changes the photo', () => {
  it('keeps the new one and deletes the one it replaced, once stored', async () => {
    // Prepare: a resume with a photo, then another photo uploaded
    const first = await uploadPhoto(owner);
    const { id } = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: first });
    const newBytes = new Uint8Array([...fotoExemplo().bytes, 0]);
    const second = await uploadPhoto(owner, newBytes);

    // Act
    const replaced = await save(owner, id, { ...curriculoExemplo, foto_key: second });

    // Assess
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await storedFotoKey(id)).toBe(keptKey(second));
    expect(await stored(keptKey(second))).toBe(true);
    expect(await stored(second)).toBe(false);
    expect(await stored(keptKey(first))).toBe(false);
    const opened = await runtime.api(`/curriculo-get?id=${id}`, { token: owner });
    const shown = await fetch(opened.body.data.foto_url as string);
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(newBytes);
  });

  it('sent again with the pending key the page still holds changes nothing and previews the kept photo', async () => {
    // Prepare: a resume whose photo a save claimed; the page keeps the upload's pending key in its form
    const pending = await uploadPhoto(owner);
    const { id } = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: pending });
    const before = await storedCurriculo(runtime, id);

    // Act 1: the same resume, the same photo, by its pending key
    const again = await save(owner, id, { ...curriculoExemplo, foto_key: pending });
    const preview = await fetch(`${runtime.url}/backend/api/curriculo-preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, data: { ...curriculoExemplo, foto_key: pending }, layout: 'modern' }),
    });

    // Assess 1: nothing written (not an edit); the preview prints the kept photo
    expect(again.status).toBe(200);
    expect(await storedCurriculo(runtime, id)).toEqual(before);
    expect(Buffer.from(await preview.arrayBuffer()).includes('/Subtype /Image')).toBe(true);

    // Act 2: an edit, the pending key still in the form
    const edit = await save(owner, id, { ...edited(curriculoExemplo, 1), foto_key: pending });

    // Assess 2: the photo stays as kept
    expect(edit.status).toBe(200);
    expect(await storedFotoKey(id)).toBe(keptKey(pending));
    expect(await stored(keptKey(pending))).toBe(true);
  });

  it('that removes it deletes the object', async () => {
    // Prepare
    const pending = await uploadPhoto(owner);
    const { id } = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: pending });

    // Act
    const removed = await save(owner, id, { ...curriculoExemplo, foto_key: '', foto_nome: '' });

    // Assess
    expect(removed.status).toBe(200);
    expect(await storedFotoKey(id)).toBe('');
    expect(await stored(keptKey(pending))).toBe(false);
  });

  it('sent twice at once (autosave and "Salvar agora") claims the upload once, and both are answered', async () => {
    // Prepare
    const first = await uploadPhoto(owner);
    const { id } = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: first });
    const second = await uploadPhoto(owner);

    // Act
    const answers = await Promise.all([
      save(owner, id, { ...curriculoExemplo, foto_key: second }),
      save(owner, id, { ...curriculoExemplo, foto_key: second }),
    ]);

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await storedFotoKey(id)).toBe(keptKey(second));
    expect(await stored(keptKey(second))).toBe(true);
    expect(await stored(second)).toBe(false);
    expect(await stored(keptKey(first))).toBe(false);
  });
});

describe('a refused save', () => {
  it('of a blocked resume (403) keeps the photo it would have replaced, and leaves the upload unclaimed', async () => {
    // Prepare: a resume with a photo, blocked by support; a new photo uploaded
    const first = await uploadPhoto(owner);
    const { id } = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: first });
    await patchItem(runtime.dynamoEndpoint, 'documents', { id }, { blocked: true, status: 'bloqueado' });
    const second = await uploadPhoto(owner);

    // Act
    const refused = await save(owner, id, { ...curriculoExemplo, foto_key: second });
    const removal = await save(owner, id, { ...curriculoExemplo, foto_key: '' });

    // Assess
    expect(refused.status).toBe(403);
    expect(removal.status).toBe(403);
    expect(await storedFotoKey(id)).toBe(keptKey(first));
    expect(await stored(keptKey(first))).toBe(true);
    expect(await stored(second)).toBe(true);
    expect(await stored(keptKey(second))).toBe(false);
  });

  it('over the edit limit (409) keeps the photo it would have replaced', async () => {
    // Prepare: a paid resume with a photo, edited five times in separate sessions; a new photo uploaded
    const first = await uploadPhoto(owner);
    const { id, meta } = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: first });
    await payCurriculo(runtime, owner, meta.activePaymentRef!);
    for (let n = 1; n <= 5; n += 1) {
      const edit = await save(owner, id, { ...edited(curriculoExemplo, n), foto_key: first });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      await ageCurriculo(runtime, id, 31 * MINUTE, ['last_counted_edit_at']);
    }
    const second = await uploadPhoto(owner);

    // Act
    const refused = await save(owner, id, { ...edited(curriculoExemplo, 5), foto_key: second });

    // Assess
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('edit_limit');
    expect(await storedFotoKey(id)).toBe(keptKey(first));
    expect(await stored(keptKey(first))).toBe(true);
    expect(await stored(second)).toBe(true);
  });
});

describe('deleting a resume', () => {
  it('deletes its photo', async () => {
    // Prepare
    const pending = await uploadPhoto(owner);
    const { id } = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: pending });
    expect(await stored(keptKey(pending))).toBe(true);

    // Act
    const deleted = await runtime.api('/curriculo-delete', { token: owner, body: { id } });

    // Assess
    expect(deleted.status).toBe(200);
    expect(await storedCurriculo(runtime, id)).toBeUndefined();
    expect(await stored(keptKey(pending))).toBe(false);
    expect(await stored(pending)).toBe(false);
  });

  it("by someone else (404) deletes nothing, the resume's photo included", async () => {
    // Prepare
    const pending = await uploadPhoto(owner);
    const { id } = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: pending });

    // Act
    const refused = await runtime.api('/curriculo-delete', { token: other, body: { id } });

    // Assess
    expect(refused.status).toBe(404);
    expect(await storedFotoKey(id)).toBe(keptKey(pending));
    expect(await stored(keptKey(pending))).toBe(true);
  });
});
