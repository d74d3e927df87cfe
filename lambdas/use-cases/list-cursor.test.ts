import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../core/errors';
import { decodeCursor, encodeCursor } from './list-cursor';

describe('list cursor', () => {
  it('reads back the cursor it handed out', () => {
    // Prepare
    const cursor = { t: 1_763_700_000_000, ids: ['decl-a', 'decl-b'] };
    // Act
    const decoded = decodeCursor(encodeCursor(cursor));
    // Assess
    expect(decoded).toEqual(cursor);
  });

  it.each([
    ['not base64 JSON', 'nada'],
    [
      'a time that is not a whole number',
      Buffer.from(JSON.stringify({ t: 1.5, ids: [] })).toString('base64url'),
    ],
    ['ids that are not strings', Buffer.from(JSON.stringify({ t: 1, ids: [1] })).toString('base64url')],
    ['too many ids', Buffer.from(JSON.stringify({ t: 1, ids: Array(201).fill('x') })).toString('base64url')],
  ])('refuses %s with a 400 "Cursor inválido."', (_case, text) => {
    expect(() => decodeCursor(text)).toThrow(BadRequestError);
    expect(() => decodeCursor(text)).toThrow('Cursor inválido.');
  });
});
