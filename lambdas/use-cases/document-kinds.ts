// The document kinds the server knows: per kind, its reference prefix, its price, the draft schema that
// guards every save and the final check that guards every PDF. A later kind registers here (its renderer in
// `document-renderers.ts`) and the save, payment and PDF use cases serve it unchanged.
import {
  checkDeclaracaoResidencia,
  declaracaoResidenciaDraftSchema,
} from '@shared/documents/declaracao-residencia/schema';
import type { PriceKey } from '@shared/prices/prices';
import type * as z from 'zod';

export type FinalCheck = { ok: true; form: Record<string, unknown> } | { ok: false; message: string };

export interface DocumentKind {
  kind: string;
  /** Start of every reference of the kind, followed by 24 characters of the owner's uid and a timestamp. */
  referencePrefix: string;
  /** Which price of the price table a payment for the kind charges. */
  priceKey: PriceKey;
  /** Shown to the payer by Mercado Pago. */
  description: string;
  /** Types and lengths only: any partially filled form may be saved. */
  draftSchema: z.ZodType<Record<string, unknown>>;
  /** Everything a PDF needs, with the page's messages; the normalised form when it passes. */
  finalCheck(form: unknown): FinalCheck;
  /** The two names a list row shows. */
  summary(form: Record<string, unknown>): { titular: string; dependente: string };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const declaracaoResidencia: DocumentKind = {
  kind: 'declaracao_residencia',
  referencePrefix: 'decl-',
  priceKey: 'declaracao',
  description: 'Declaração de residência',
  draftSchema: declaracaoResidenciaDraftSchema,
  finalCheck(form) {
    const check = checkDeclaracaoResidencia(form);
    return check.ok ? { ok: true, form: check.form } : { ok: false, message: check.message };
  },
  summary: (form) => ({ titular: text(form.titular_nome), dependente: text(form.dep_nome) }),
};

const KINDS: ReadonlyMap<string, DocumentKind> = new Map([[declaracaoResidencia.kind, declaracaoResidencia]]);

/** The kind's rules, or undefined for a kind this server does not serve (yet). */
export function documentKind(kind: string): DocumentKind | undefined {
  return KINDS.get(kind);
}

/** `decl-{first 24 characters of the uid}-{timestamp}` (spec part 2 §9). */
export function newReference(kind: DocumentKind, ownerUid: string, at: number): string {
  return `${kind.referencePrefix}${ownerUid.slice(0, 24)}-${at}`;
}
