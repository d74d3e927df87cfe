// References of new documents: the kind's prefix, the timestamp and a random suffix, nothing of the owner; a
// create that keeps meeting taken references gives up with 503 and a Portuguese message.

import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../core/errors';
import type { BusinessCounters } from '../ports/business-counters';
import { AlreadyExistsError } from '../ports/store-errors';
import { createUnderNewReference, documentKind, newReference } from './document-kinds';

const kind = documentKind('declaracao_residencia')!;

describe('newReference', () => {
  it('keeps the prefix and the timestamp, carries 80 random bits and no part of the owner', () => {
    const refs = Array.from({ length: 1000 }, () => newReference(kind, 1795270414372));

    expect(refs[0]).toMatch(/^decl-1795270414372-[0-9a-f]{20}$/);
    expect(new Set(refs).size).toBe(1000);
  });

  it('sorts by creation time', () => {
    expect(newReference(kind, 1795270414372) < newReference(kind, 1795270414373)).toBe(true);
  });
});

describe('createUnderNewReference', () => {
  const added: Array<{ kind: string; amounts: object }> = [];
  const counters: BusinessCounters = {
    add: async (kind, _at, amounts) => {
      added.push({ kind, amounts });
    },
    read: async () => [],
  };

  it('tries another reference when one is taken', async () => {
    const tried: string[] = [];

    const id = await createUnderNewReference(
      kind,
      1,
      async (ref) => {
        tried.push(ref);
        if (tried.length === 1) throw new AlreadyExistsError(ref);
        return ref;
      },
      counters,
    );

    expect(tried).toHaveLength(2);
    expect(id).toBe(tried[1]);
    expect(tried[1]).not.toBe(tried[0]);
    expect(added.at(-1)).toEqual({ kind: kind.kind, amounts: { created: 1 } });
  });

  it('gives up with 503 and a Portuguese message when every reference is taken', async () => {
    const act = createUnderNewReference(
      kind,
      1,
      async (ref) => {
        throw new AlreadyExistsError(ref);
      },
      counters,
    );

    await expect(act).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(act).rejects.toMatchObject({
      status: 503,
      message: 'Não foi possível criar o documento agora. Tente novamente em instantes.',
    });
    expect(added).toHaveLength(1);
  });
});
