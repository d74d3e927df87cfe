import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds nothing until the schema is first used, then builds it once', () => {
    // Prepare
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ nome: z.string().max(3, { error: 'longo' }) });
    });

    // Act
    const before = builds;
    const ok = schema.safeParse({ nome: 'Ana' });
    const refused = schema.safeParse({ nome: 'Maria' });

    // Assess
    expect(before).toBe(0);
    expect(builds).toBe(1);
    expect(ok).toEqual({ success: true, data: { nome: 'Ana' } });
    expect(refused.error?.issues[0]?.message).toBe('longo');
  });

  it('reads as the built schema: shape, `in`, instanceof, and as a part of another schema', () => {
    // Prepare
    const inner = lazySchema(() => z.object({ a: z.string(), b: z.number().optional() }));

    // Act
    const outer = z.object({ inner }).extend({ c: z.boolean() });

    // Assess
    expect(Object.keys(inner.shape)).toEqual(['a', 'b']);
    expect('_zod' in inner).toBe(true);
    expect(inner instanceof z.ZodObject).toBe(true);
    expect(outer.parse({ inner: { a: 'x' }, c: true })).toEqual({ inner: { a: 'x' }, c: true });
    expect(outer.safeParse({ inner: { a: 1 }, c: true }).success).toBe(false);
  });
});
