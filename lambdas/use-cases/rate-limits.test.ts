// The product limits' refusals: a 429 with the wait in Portuguese words, counted per document or person.
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../core/errors';
import type { RateLimitStore } from '../ports/rate-limit-store';
import { limitPixIssue, limitPreview, PRODUCT_LIMITS, waitText } from './rate-limits';

/** A store that refuses every take after `allowed` of them, with a fixed wait, recording the keys and the limits hit. */
function storeAllowing(allowed: number, retryAfterMs: number) {
  const keys: string[] = [];
  const hits: string[] = [];
  const limits: RateLimitStore = {
    async take(key) {
      keys.push(key);
      return keys.length <= allowed ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs };
    },
  };
  return {
    keys,
    hits,
    deps: {
      limits,
      productLimits: PRODUCT_LIMITS,
      now: () => 0,
      metrics: { limitHit: (name: string) => hits.push(name) },
    },
  };
}

describe('waitText', () => {
  it('says seconds under a minute and whole minutes, rounded up, above', () => {
    expect(waitText(1)).toBe('1 segundo');
    expect(waitText(20_000)).toBe('20 segundos');
    expect(waitText(60_000)).toBe('1 minuto');
    expect(waitText(41 * 60_000 + 1)).toBe('42 minutos');
  });
});

describe('limitPixIssue and limitPreview', () => {
  it('let the takes the store allows through and refuse the next with 429 and its wait', async () => {
    // Prepare
    const { keys, hits, deps } = storeAllowing(1, 42 * 60_000);

    // Act
    await limitPixIssue(deps, 'decl-1');
    const refused = await limitPixIssue(deps, 'decl-1').catch((e: unknown) => e);

    // Assess
    expect(keys).toEqual(['pix#decl-1', 'pix#decl-1']);
    expect(hits).toEqual(['pixIssues']);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect(refused).toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfterSeconds: 42 * 60,
      message:
        'Limite de 5 códigos PIX por hora para este documento atingido. Use o código já gerado ou tente novamente em 42 minutos.',
    });
  });

  it('count previews per person', async () => {
    // Prepare
    const { keys, hits, deps } = storeAllowing(0, 20_000);

    // Act
    const refused = await limitPreview(deps, 'uid-1').catch((e: unknown) => e);

    // Assess
    expect(keys).toEqual(['preview#uid-1']);
    expect(hits).toEqual(['previews']);
    expect(refused).toMatchObject({
      message: 'Muitas prévias em pouco tempo. Aguarde 20 segundos e tente novamente.',
    });
  });
});
