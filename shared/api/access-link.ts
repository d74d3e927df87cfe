// The access link of a document made without a sign-in (issue 40 item 3, issue 41 item 4): e-mailed to the
// payer on request, so the buyer finds the document again without relying on this browser. The document id and
// its access key travel in the URL's fragment (`/Acesso#...`), which browsers never send to a server, so neither
// the CDN's logs nor any other log see them (issue 40 item 7). A module free of zod: the SPA's entry reads it.

import { KINDS, type Kind } from '../kinds';

export const ACCESS_LINK_PATH = '/Acesso';

/** The kinds made with an access key (their manifests say `anonymous`). */
export type KeyedKind = Extract<Kind, { anonymous: true }>['id'];

/** The kinds made with an access key: their name in a message and the page that opens one. */
export const KEYED_KINDS = Object.fromEntries(
  KINDS.filter((kind) => kind.anonymous).map((kind) => [
    kind.id,
    { label: kind.labels.singular, path: kind.pages.editor.path, param: kind.pages.editor.idParam },
  ]),
) as Readonly<Record<KeyedKind, { label: string; path: string; param: 'id' | 'reference' | 'lote' }>>;

export function isKeyedKind(kind: string): kind is KeyedKind {
  return Object.hasOwn(KEYED_KINDS, kind);
}

export interface AccessLinkTarget {
  id: string;
  key: string;
  kind: KeyedKind;
}

/** `${origin}/Acesso#tipo=…&documento=…&chave=…`. */
export function accessLinkUrl(origin: string, target: AccessLinkTarget): string {
  const fragment = new URLSearchParams({ tipo: target.kind, documento: target.id, chave: target.key });
  return `${origin.replace(/\/+$/, '')}${ACCESS_LINK_PATH}#${fragment.toString()}`;
}

/** The target a link's fragment names (`location.hash`, with or without its `#`), or null when it names none. */
export function readAccessLinkFragment(hash: string): AccessLinkTarget | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const kind = params.get('tipo') ?? '';
  const id = params.get('documento') ?? '';
  const key = params.get('chave') ?? '';
  if (!isKeyedKind(kind) || !id || id.length > 120 || !key || key.length > 100) return null;
  return { id, key, kind };
}

/** `POST document-link-email`, with the document's key in `x-document-key`. */
export interface DocumentLinkEmailInput {
  reference: string;
}

export interface DocumentLinkEmailResponse {
  ok: true;
  /** The payer's address, masked (`m***@example.com`): the person sees where it went, nobody else learns it. */
  sent_to: string;
}

/** `maria@example.com` → `m***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
