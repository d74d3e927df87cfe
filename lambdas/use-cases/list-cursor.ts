// The opaque cursor of the "my documents" lists (newest first): the created_at of the last item answered and
// the ids already answered with exactly that time, so equal times never repeat or skip an item across pages.
import { BadRequestError } from '../core/errors';

export interface ListCursor {
  /** created_at of the last item answered. */
  t: number;
  /** Ids already answered with exactly that created_at. */
  ids: string[];
}

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor a previous page handed out; anything else is a 400, never a scan from an odd place. */
export function decodeCursor(text: string): ListCursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as ListCursor;
    if (
      Number.isSafeInteger(value.t) &&
      Array.isArray(value.ids) &&
      value.ids.length <= 200 &&
      value.ids.every((id) => typeof id === 'string')
    ) {
      return value;
    }
  } catch {
    // answered below
  }
  throw new BadRequestError('Cursor inválido.', 'invalid_cursor');
}
