// Payment references and their documents: a round suffix is read and stripped, nothing else is.
import { describe, expect, it } from 'vitest';
import { documentIdOf, nextRoundReference, roundOf, roundReference } from './payment-rounds';

const id = 'curriculo-9ca66b52-c4d8-5628-862f--1795270414372';

describe('payment rounds', () => {
  it('leads every round of a resume, and a declaration reference, to its document', () => {
    expect(documentIdOf(`${id}.p1`)).toBe(id);
    expect(documentIdOf(`${id}.p12`)).toBe(id);
    expect(documentIdOf(id)).toBe(id);
    expect(documentIdOf('decl-abc-1795270414372')).toBe('decl-abc-1795270414372');
  });

  it('strips only a trailing round suffix', () => {
    expect(documentIdOf(`${id}.p1x`)).toBe(`${id}.p1x`);
    expect(documentIdOf(`${id}.p`)).toBe(`${id}.p`);
    expect(documentIdOf(`${id}.p1234567`)).toBe(`${id}.p1234567`);
    expect(documentIdOf(`${id}.p1.p2`)).toBe(`${id}.p1`);
  });

  it('numbers the rounds from 1, the next after the current one', () => {
    expect(roundReference(id, 1)).toBe(`${id}.p1`);
    expect(roundOf(`${id}.p7`)).toBe(7);
    expect(roundOf(id)).toBe(0);
    expect(nextRoundReference({ id, payment_reference: `${id}.p1` })).toBe(`${id}.p2`);
    expect(nextRoundReference({ id, payment_reference: id })).toBe(`${id}.p1`);
  });
});
