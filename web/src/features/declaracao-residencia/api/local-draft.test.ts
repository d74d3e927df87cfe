import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { emptyDeclaracaoResidencia } from '@shared/documents/declaracao-residencia/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '@/lib/api-client';
import { memoryStorage } from '@/lib/testing/memory-storage';
import { migrateLocalDraft, readLocalDraft, takeLocalDraft, writeLocalDraft } from './local-draft';
import { LOCAL_DRAFT_KEY } from './local-draft-key';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A stand-in of `declaracao-save` over real HTTP that records what it received. */
async function saveServer(status = 200) {
  const received: Array<{ path: string; body: Record<string, unknown> }> = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(body || '{}') });
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 200
            ? { ok: true, id: `decl-u-${received.length}`, needs_repayment: false }
            : { ok: false, error: { code: 'internal', message: 'Erro interno' } },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const api: ApiClient = createApiClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/backend/api`,
    tokens: { getIdToken: async () => 'token', refreshIdToken: async () => null },
  });
  return { api, received };
}

const filled = () => ({ ...emptyDeclaracaoResidencia(new Date(2026, 2, 5)), titular_nome: 'Maria' });

describe('residence declaration browser draft', () => {
  it('is saved once as a new draft on sign-in, even when the migrator and the page ask together', async () => {
    // Prepare
    const storage = memoryStorage();
    writeLocalDraft(filled(), storage);
    const { api, received } = await saveServer();

    // Act
    const [fromMigrator, fromPage] = await Promise.all([
      migrateLocalDraft(api, storage),
      takeLocalDraft(api, storage),
    ]);

    // Assess
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/backend/api/declaracao-save');
    expect(received[0]!.body).toMatchObject({
      product: 'declaracao_residencia',
      is_draft: true,
      form: { titular_nome: 'Maria', condicao: 'membro' },
    });
    expect(received[0]!.body).not.toHaveProperty('id');
    expect(fromMigrator?.id).toBe('decl-u-1');
    expect(fromPage).toEqual({ id: 'decl-u-1', form: filled() });
    expect(storage.getItem(LOCAL_DRAFT_KEY)).toBeNull();
    expect(await takeLocalDraft(api, storage)).toBeNull();
  });

  it('moves nothing when only the defaults are there', async () => {
    // Prepare
    const storage = memoryStorage();
    writeLocalDraft(emptyDeclaracaoResidencia(), storage);
    const { api, received } = await saveServer();

    // Act
    const result = await migrateLocalDraft(api, storage);

    // Assess
    expect(result).toBeNull();
    expect(received).toHaveLength(0);
    expect(readLocalDraft(storage)).toBeNull();
  });

  it('keeps the draft in the browser when the server refuses, and the page still opens it', async () => {
    // Prepare
    const storage = memoryStorage();
    writeLocalDraft(filled(), storage);
    const { api } = await saveServer(500);

    // Act
    await expect(migrateLocalDraft(api, storage)).rejects.toThrow('Erro interno');
    const opened = await takeLocalDraft(api, storage);

    // Assess
    expect(opened).toEqual({ id: null, form: filled() });
    expect(readLocalDraft(storage)).toEqual(filled());
  });
});
