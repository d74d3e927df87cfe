// The one list of document kinds. Everything that goes over every kind (the server's registry, prices and
// prefixes, paid statuses, the SPA's pages, menu, home cards, admin screens, data export, bench) reads it; a
// new kind is a manifest here plus its own folders (docs/adding-a-document-kind.md).
import { autorizacaoViagem } from './autorizacao-viagem';
import { contratoLocacao } from './contrato-locacao';
import { contratoVeiculo } from './contrato-veiculo';
import { curriculo } from './curriculo';
import { declaracaoResidencia } from './declaracao-residencia';
import { declaracaoTrabalho } from './declaracao-trabalho';
import { procuracaoVeiculo } from './procuracao-veiculo';
import { promissoria } from './promissoria';
import { reciboAluguel } from './recibo-aluguel';
import { reciboPagamento } from './recibo-pagamento';
import type { KindManifest, KindPage, KindPageRole } from './types';

export type { KindIcon, KindManifest, KindPage, KindPageRole, MenuGroupId } from './types';

/** In the menu's order (spec part 1 §2.1), which the admins' kind filter and the data export follow too. */
export const KINDS = [
  curriculo,
  contratoLocacao,
  reciboAluguel,
  declaracaoResidencia,
  declaracaoTrabalho,
  reciboPagamento,
  promissoria,
  contratoVeiculo,
  procuracaoVeiculo,
  autorizacaoViagem,
] as const;

export type Kind = (typeof KINDS)[number];
export type KindId = Kind['id'];
export type KindPriceKey = Kind['price']['key'];
export type KindPaidArea =
  | Kind['paidStatus']['area']
  | NonNullable<Extract<Kind, { otherPaidStatuses: unknown }>['otherPaidStatuses']>[number]['area'];
/** The catalogue key of every page a kind has (editor, create, list). */
type PagesOf<K> = K extends { pages: infer P } ? P[keyof P] : never;
export type KindPageKey =
  PagesOf<Kind> extends infer P ? (P extends { key: infer K extends string } ? K : never) : never;

const BY_ID: ReadonlyMap<string, Kind> = new Map(KINDS.map((kind) => [kind.id, kind]));

export const KIND_IDS: readonly KindId[] = KINDS.map((kind) => kind.id);

/** The kind's manifest, or undefined for an id no manifest has. */
export function kindById(id: string): Kind | undefined {
  return BY_ID.get(id);
}

export function isKindId(id: string): id is KindId {
  return BY_ID.has(id);
}

/** The manifests of the kinds whose documents the list page `key` shows, in the kinds' order. */
export function kindsOnList(key: string): Kind[] {
  return KINDS.filter((kind) => (kind as KindManifest).pages.list?.key === key);
}

/** The ids of the kinds whose documents the list page `key` shows, in the kinds' order. */
export function kindsListedOn(key: string): KindId[] {
  return kindsOnList(key).map((kind) => kind.id);
}

/** The kind whose editor reads the paid-status `area` (not its other pages' areas); undefined for none. */
export function kindOfPaidArea(area: string): Kind | undefined {
  return (KINDS as readonly Kind[]).find((kind) => kind.paidStatus.area === area);
}

/** The kind's page in `role`, if it has one. */
export function kindPage(kind: KindManifest, role: KindPageRole): KindPage | undefined {
  return kind.pages[role];
}

/**
 * Every prefix a reference of some kind starts with, new and older, longest first: `contrato-veiculo-` is tried
 * before `contrato-`, `decl-trab-` before `decl-`, `proc-veh-` before `proc-`.
 */
export const REFERENCE_PREFIXES: ReadonlyArray<{ prefix: string; kind: Kind }> = KINDS.flatMap((kind) =>
  [kind.referencePrefix, ...((kind as KindManifest).olderPrefixes ?? [])].map((prefix) => ({ prefix, kind })),
).sort((a, b) => b.prefix.length - a.prefix.length);

/** The kind whose prefix a reference (or stored id) starts with, compared in lower case; undefined for none. */
export function kindOfReference(reference: string): Kind | undefined {
  const ref = reference.trim().toLowerCase();
  return REFERENCE_PREFIXES.find(({ prefix }) => ref.startsWith(prefix))?.kind;
}

/** The kind's PDF name with `{time}` (ms) and `{id}` filled. */
export function pdfFileName(kind: KindManifest, values: { at: Date; id?: string }): string {
  return kind.pdfFileName.replace('{time}', String(values.at.getTime())).replace('{id}', values.id ?? '');
}

/** The editor's link to a saved document (`/ContratoLocacao?reference=…`). */
export function editorLink(kind: KindManifest, id: string): string {
  return `${kind.pages.editor.path}?${kind.pages.editor.idParam}=${encodeURIComponent(id)}`;
}

/** The page that opens a document of `kind` for an admin; null for a kind no manifest has. */
export function adminEditorPath(kindId: string, id: string): string | null {
  const kind: KindManifest | undefined = kindById(kindId);
  return kind ? `${editorLink(kind, id)}${kind.pages.editor.adminQuery ?? ''}` : null;
}
