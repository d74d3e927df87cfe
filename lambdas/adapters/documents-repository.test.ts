// The documents repository's autosave write against dynalite in its worker: its one conditional UpdateItem
// saves exactly the documents that need no other decision (the owner's, of that kind, not blocked, no new
// payment due, not paid or no PDF since the payment), and leaves every other one untouched for the caller; and
// the status polls' read, which answers a document without its form.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalDynamo, startLocalDynamo } from '../../local/local-dynamo';
import type { DocumentRecord, DocumentStore } from '../ports/document-store';
import type { TableName } from '../routes';
import { tables } from '../tables';
import { createDynamoClient, createDynamoItems, type DynamoItems } from './dynamo-items';

const names = Object.fromEntries(Object.keys(tables).map((t) => [t, `repo-${t}`])) as Record<
  TableName,
  string
>;
const OWNER = 'uid-ana';
const KIND = 'declaracao_residencia';

let dataDir: string;
let local: LocalDynamo;
let items: DynamoItems;
let documents: DocumentStore;

beforeAll(async () => {
  // The module also builds the runtime's own repository from the configuration, which must then be valid.
  vi.stubEnv('AUTH_MODE', 'cognito');
  vi.stubEnv('COGNITO_USER_POOL_ID', 'us-east-1_test');
  vi.stubEnv('COGNITO_CLIENT_ID', 'test-client');
  vi.stubEnv('TABLE_DOCUMENTS', names.documents);
  const { createDocumentsRepository } = await import('./documents-repository');
  dataDir = await mkdtemp(join(tmpdir(), 'dp-documents-repo-'));
  local = await startLocalDynamo(dataDir, names);
  items = createDynamoItems(createDynamoClient({ region: 'us-east-1', dynamodbEndpoint: local.endpoint }));
  documents = createDocumentsRepository(items, names.documents);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  items?.destroy();
  await local?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let sequence = 0;

/** Stores a declaration of OWNER in the state given, and answers its id. */
async function stored(state: Partial<DocumentRecord> = {}): Promise<string> {
  sequence += 1;
  const id = `decl-repo-${sequence}`;
  await documents.create({
    id,
    kind: KIND,
    owner_uid: OWNER,
    owner_email: 'ana@example.com',
    owner_kind: `${OWNER}#${KIND}`,
    access_key_hash: null,
    form: { titular_nome: 'Antes' },
    payment_reference: id,
    payment_id: null,
    paid: false,
    paid_at: null,
    needs_repayment: false,
    pdf_since_paid: false,
    blocked: false,
    is_draft: true,
    pdf_generated: false,
    pdf_key: null,
    payment_attempt: 0,
    created_at: 1_000,
    updated_at: 1_000,
    version: 1,
    ...state,
  });
  return id;
}

async function save(
  id: string,
  expected: { ownerUid: string; kind: string; formVersion?: number } = { ownerUid: OWNER, kind: KIND },
) {
  const wrote = await documents.saveFormIfFree(id, expected, { whole: { titular_nome: 'Depois' } }, 2_000);
  const after = await documents.get(id);
  return { wrote, name: after?.form.titular_nome, version: after?.version, updatedAt: after?.updated_at };
}

describe('saves in one write', () => {
  it('a draft', async () => {
    expect(await save(await stored())).toEqual({ wrote: true, name: 'Depois', version: 2, updatedAt: 2_000 });
  });

  it('a paid declaration whose PDF was not generated since the payment', async () => {
    const id = await stored({ paid: true, paid_at: 1_500, is_draft: false });
    expect(await save(id)).toMatchObject({ wrote: true, name: 'Depois', version: 2 });
  });

  it('an unpaid declaration whose PDF an admin generated', async () => {
    const id = await stored({ pdf_generated: true, is_draft: false });
    expect(await save(id)).toMatchObject({ wrote: true, name: 'Depois' });
  });
});

describe('saves based on a form version', () => {
  it('sets only the changed fields and bumps the form version', async () => {
    const id = await stored({
      form: { titular_nome: 'Antes', titular_cpf: '529.982.247-25' },
      form_version: 3,
    });
    const wrote = await documents.saveFormIfFree(
      id,
      { ownerUid: OWNER, kind: KIND, formVersion: 3 },
      { fields: { titular_nome: 'Depois' } },
      2_000,
    );
    const after = await documents.get(id);
    expect({
      wrote,
      form: after?.form,
      formVersion: after?.form_version,
      editVersion: after?.form_edit_version,
    }).toEqual({
      wrote: true,
      form: { titular_nome: 'Depois', titular_cpf: '529.982.247-25' },
      formVersion: 4,
      editVersion: 4,
    });
  });

  it('notes the version a form write made, and forgets it after a whole form saved without a version', async () => {
    // Prepare: the form last written at version 2, then paid (version 3).
    const id = await stored({ form_version: 3, form_edit_version: 2 });

    // Act
    const versioned = await save(id, { ownerUid: OWNER, kind: KIND, formVersion: 3 });
    const afterVersioned = (await documents.get(id))?.form_edit_version;
    const whole = await save(id);
    const afterWhole = await documents.get(id);

    // Assess
    expect(versioned.wrote).toBe(true);
    expect(afterVersioned).toBe(4);
    expect(whole.wrote).toBe(true);
    expect(afterWhole?.form_version).toBe(5);
    expect(afterWhole).not.toHaveProperty('form_edit_version');
  });

  it('writes nothing over a newer form version', async () => {
    const id = await stored({ form_version: 4 });
    expect(await save(id, { ownerUid: OWNER, kind: KIND, formVersion: 3 })).toMatchObject({
      wrote: false,
      name: 'Antes',
      version: 1,
    });
  });

  it('takes a document stored before versions were kept as version 0', async () => {
    expect(await save(await stored(), { ownerUid: OWNER, kind: KIND, formVersion: 0 })).toMatchObject({
      wrote: true,
      name: 'Depois',
    });
  });
});

describe('leaves untouched, for the caller to read and decide', () => {
  it.each<[string, Partial<DocumentRecord>]>([
    [
      'a paid declaration with a PDF since the payment',
      { paid: true, pdf_since_paid: true, pdf_generated: true },
    ],
    ['a declaration waiting for a new payment', { needs_repayment: true }],
    ['a blocked draft', { blocked: true }],
    ['a blocked paid declaration', { blocked: true, paid: true }],
  ])('%s', async (_, state) => {
    expect(await save(await stored(state))).toEqual({
      wrote: false,
      name: 'Antes',
      version: 1,
      updatedAt: 1_000,
    });
  });

  it('another person’s declaration, or one of another kind', async () => {
    const id = await stored();
    expect(await save(id, { ownerUid: 'uid-bia', kind: KIND })).toMatchObject({
      wrote: false,
      name: 'Antes',
    });
    expect(await save(id, { ownerUid: OWNER, kind: 'declaracao_trabalho' })).toMatchObject({
      wrote: false,
      name: 'Antes',
    });
  });

  it('a reference that does not exist, without creating it', async () => {
    expect(
      await documents.saveFormIfFree('decl-nada', { ownerUid: OWNER, kind: KIND }, { whole: {} }, 2_000),
    ).toBe(false);
    expect(await documents.get('decl-nada')).toBeNull();
  });
});

describe('getState', () => {
  it('answers every stored attribute but the form', async () => {
    // Prepare
    const id = await stored({
      paid: true,
      paid_at: 1_500,
      payment_id: 'mp-1',
      layout_config: { primaryColor: '#1f3a5f', accentColor: '#c0392b' },
    });
    const full = await documents.get(id);

    // Act
    const state = await documents.getState(id);

    // Assess
    const { form: _form, ...withoutForm } = full as DocumentRecord;
    expect(state).toEqual(withoutForm);
    expect(state).not.toHaveProperty('form');
    expect(state).toMatchObject({
      paid: true,
      paid_at: 1_500,
      payment_id: 'mp-1',
      layout_config: { primaryColor: '#1f3a5f', accentColor: '#c0392b' },
    });
  });

  it('answers null for a document that does not exist', async () => {
    expect(await documents.getState('decl-nenhuma')).toBeNull();
  });
});
