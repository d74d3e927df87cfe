// The document kinds the server knows: each kind's manifest (shared/kinds: reference prefix, price key, names)
// with the draft schema that guards every save and the final check that guards every PDF. A new kind adds its
// rules to `RULES` here (its renderer in `document-renderers.ts`) and the save, payment and PDF use cases serve
// it unchanged.

import { randomBytes } from 'node:crypto';
import {
  type AutorizacaoViagemForm,
  autorizacaoViagemDraftSchema,
  checkAutorizacaoViagem,
  visibleAutorizacaoViagem,
} from '@shared/documents/autorizacao-viagem/schema';
import {
  checkContratoLocacao,
  contratoLocacaoDraftSchema,
  wantsReceipts,
} from '@shared/documents/contrato-locacao/schema';
import {
  type ContratoVeiculoForm,
  checkContratoVeiculo,
  contratoVeiculoDraftSchema,
  visibleContratoVeiculo,
} from '@shared/documents/contrato-veiculo/schema';
import {
  checkDeclaracaoResidencia,
  declaracaoResidenciaDraftSchema,
} from '@shared/documents/declaracao-residencia/schema';
import {
  checkDeclaracaoTrabalho,
  declaracaoTrabalhoDraftSchema,
} from '@shared/documents/declaracao-trabalho/schema';
import {
  checkProcuracaoVeiculo,
  procuracaoVeiculoDraftSchema,
} from '@shared/documents/procuracao-veiculo/schema';
import {
  checkPromissoria,
  MAX_PARCELAS,
  parcelasOf,
  promissoriaDraftSchema,
} from '@shared/documents/promissoria/schema';
import { checkReciboAluguel, reciboAluguelDraftSchema } from '@shared/documents/recibo-aluguel/schema';
import {
  checkReciboPagamento,
  type ReciboPagamentoForm,
  reciboPagamentoDraftSchema,
  visibleReciboPagamento,
} from '@shared/documents/recibo-pagamento/schema';
import { type KindId, KINDS as MANIFESTS } from '@shared/kinds';
import { paymentAmountCents } from '@shared/payments/amount';
import type { PriceTable } from '@shared/prices/prices';
import type * as z from 'zod';
import { ServiceUnavailableError, UnauthorizedError } from '../core/errors';
import type { BusinessCounters } from '../ports/business-counters';
import type { DocumentRecord, DocumentState, DocumentStore } from '../ports/document-store';
import { AlreadyExistsError } from '../ports/store-errors';
import { curriculoRules } from './curriculo-kind';
import { accessKeyHash, type DocumentCaller, newAccessKey } from './document-access';
import type { DocumentKind } from './document-kind';
import { signedInDraftExpiry } from './draft-retention';
import { type KindRules, kindFromManifest } from './kind-from-manifest';

export type { DocumentKind, FinalCheck, PaymentRules } from './document-kind';

// Each kind's server rules, by manifest id: a kind with a manifest and no rules fails typecheck here.
const RULES: { readonly [K in KindId]: KindRules } = {
  curriculo: curriculoRules,
  declaracao_residencia: {
    draftSchema: declaracaoResidenciaDraftSchema,
    finalCheck: (form) => checkDeclaracaoResidencia(form),
  },
  // Only Mercado Pago's `approved` counts as paid for it (part 2 §4), the server's one release rule anyway.
  declaracao_trabalho: {
    draftSchema: declaracaoTrabalhoDraftSchema,
    finalCheck: (form) => checkDeclaracaoTrabalho(form),
  },
  // Receipts ticked in the stored form add the receipts price (the request's `addReceipts` is never read).
  contrato_locacao: {
    draftSchema: contratoLocacaoDraftSchema,
    finalCheck: (form) => checkContratoLocacao(form),
    priceOptions: (form) => ({ addReceipts: wantsReceipts(form) }),
  },
  recibo_aluguel: {
    draftSchema: reciboAluguelDraftSchema,
    finalCheck: (form) => checkReciboAluguel(form),
  },
  contrato_compra_veiculo: {
    draftSchema: contratoVeiculoDraftSchema,
    visibleForm: (form) => visibleContratoVeiculo(form as ContratoVeiculoForm),
    finalCheck: (form) => checkContratoVeiculo(form),
  },
  // One document per batch holding the batch's form; the notes are derived from it. Besides the batch three to
  // a sheet, a PDF of one note (`nota:{n}`) and a ZIP of every note alone (`todas`).
  promissoria: {
    draftSchema: promissoriaDraftSchema as unknown as z.ZodType<Record<string, unknown>>,
    finalCheck: (form) => checkPromissoria(form),
    hasPdfVariant: (form, variant) => {
      if (variant === 'todas') return true;
      const n = /^nota:(\d{1,3})$/.exec(variant);
      const total = parcelasOf(String(form.total_parcelas ?? ''));
      return n !== null && Number(n[1]) >= 1 && Number(n[1]) <= Math.min(total, MAX_PARCELAS);
    },
  },
  autorizacao_viagem: {
    draftSchema: autorizacaoViagemDraftSchema,
    // A companion or second signer a choice hides is not stored (issue 39), as the page clears it.
    visibleForm: (form) => visibleAutorizacaoViagem(form as AutorizacaoViagemForm),
    finalCheck: (form) => checkAutorizacaoViagem(form),
    // Who authorizes, not the child.
    firstPartyName: (form) => (typeof form.aut1_nome === 'string' ? form.aut1_nome.trim() : ''),
  },
  procuracao_veiculo: {
    draftSchema: procuracaoVeiculoDraftSchema,
    finalCheck: (form) => checkProcuracaoVeiculo(form),
  },
  // The payee signs it (CC art. 320): its name is the one a released PDF's public check shows (the summary's).
  recibo_pagamento: {
    draftSchema: reciboPagamentoDraftSchema,
    visibleForm: (form) => visibleReciboPagamento(form as ReciboPagamentoForm),
    finalCheck: (form) => checkReciboPagamento(form),
  },
};

const KINDS: ReadonlyMap<string, DocumentKind> = new Map(
  MANIFESTS.map((manifest) => [manifest.id, kindFromManifest(manifest, RULES[manifest.id])]),
);

/** Every kind this server serves, in the manifests' order (the admins' search reads each one's index). */
export function allDocumentKinds(): DocumentKind[] {
  return [...KINDS.values()];
}

/** The kind's rules, or undefined for a kind this server does not serve (yet). */
export function documentKind(kind: string): DocumentKind | undefined {
  return KINDS.get(kind);
}

/** The form as stored: what the kind's choices hide blanked (issue 39); the form itself for kinds without such choices. */
export function storableForm(kind: DocumentKind, form: Record<string, unknown>): Record<string, unknown> {
  return kind.visibleForm ? kind.visibleForm(form) : form;
}

/** What a payment for a document of `kind` with this stored form costs, in centavos (never from a request). */
export function documentPrice(kind: DocumentKind, form: Record<string, unknown>, prices: PriceTable): number {
  return paymentAmountCents(kind.priceKey, prices, kind.priceOptions?.(form) ?? {});
}

/** The name whose initials a released PDF's public check shows. */
export function firstPartyName(kind: DocumentKind, form: Record<string, unknown>): string {
  return kind.firstPartyName ? kind.firstPartyName(form) : kind.summary(form).titular;
}

/** Paid and released now, by the kind's own rules or else by `paid` without `needs_repayment`. */
export function isSettled(doc: DocumentState, now: number): boolean {
  const rules = documentKind(doc.kind)?.paymentRules;
  return rules ? rules.settled(doc, now) : doc.paid && !doc.needs_repayment;
}

/**
 * `decl-{timestamp}-{random}` (and `decl-trab-…`): the kind's prefix, the creation time (13 digits, milliseconds:
 * references sort by creation) and 20 random hex characters (80 bits), so creates in the same millisecond never
 * collide and a reference cannot be guessed. Spec part 2 §9 put the first 24 characters of the owner's uid in
 * it: references travel in URLs, payments and logs and outlive the account, so they carry no part of it (issue
 * 40 item 7). References made before keep their shape; nothing reads the owner from one.
 */
export function newReference(kind: DocumentKind, at: number): string {
  return `${kind.referencePrefix}${at}-${randomBytes(10).toString('hex')}`;
}

/** What a use case that may create a document needs besides its store: the dashboard's counters. */
export interface CreationDeps {
  counters: BusinessCounters;
}

/**
 * Tries a create under a few fresh references before giving up with 503 (a clash is a matter of chance). The
 * one path every kind creates by: the dashboard's `created` counter of
 * the kind's day is added to here, once the create has succeeded.
 */
export async function createUnderNewReference<T>(
  kind: DocumentKind,
  at: number,
  create: (id: string) => Promise<T>,
  counters: BusinessCounters,
): Promise<T> {
  for (let tries = 0; tries < CREATE_ATTEMPTS; tries += 1) {
    try {
      const created = await create(newReference(kind, at));
      await counters.add(kind.kind, at, { created: 1 });
      return created;
    } catch (error) {
      if (!(error instanceof AlreadyExistsError)) throw error;
    }
  }
  throw new ServiceUnavailableError(CREATE_UNAVAILABLE_MESSAGE, 'reference_unavailable');
}

/**
 * A new document of `kind` for the caller: owned by a signed-in person, or, for the kinds open to visitors,
 * bound to a new access key answered once (its hash stored). Anyone else signed out is refused (401).
 */
export async function createDocumentFor(
  deps: CreationDeps & { documents: Pick<DocumentStore, 'create'>; now: () => number },
  caller: DocumentCaller,
  kind: DocumentKind,
  form: Record<string, unknown>,
): Promise<{ id: string; accessKey: string | null }> {
  const principal = caller.principal;
  if (!principal && !kind.anonymous) throw new UnauthorizedError();
  const accessKey = principal ? null : newAccessKey();
  const at = deps.now();
  const owner = principal
    ? { uid: principal.uid, email: principal.email }
    : { accessKeyHash: accessKeyHash(accessKey!) };
  return createUnderNewReference(
    kind,
    at,
    async (id) => {
      await deps.documents.create(newDocumentRecord(id, kind, form, at, owner));
      return { id, accessKey };
    },
    deps.counters,
  );
}

const CREATE_ATTEMPTS = 3;
export const CREATE_UNAVAILABLE_MESSAGE =
  'Não foi possível criar o documento agora. Tente novamente em instantes.';

/** How long an anonymous draft that is never paid for or claimed is kept (issue 19 item 1). */
export const ANONYMOUS_DRAFT_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * A new draft of `kind` under `id`, unpaid, unreleased, at version 1: owned by `owner` (listed by owner and kind)
 * or, without one, bound to the hash of an anonymous creator's access key.
 */
export function newDocumentRecord(
  id: string,
  kind: DocumentKind,
  form: Record<string, unknown>,
  at: number,
  owner: { uid: string; email: string | null } | { accessKeyHash: string },
): DocumentRecord {
  const owned = 'uid' in owner;
  return {
    id,
    kind: kind.kind,
    owner_uid: owned ? owner.uid : null,
    owner_email: owned ? owner.email || null : null,
    // No email_kind: these kinds are listed by owner only, and every index an item is in is written again on
    // each autosave.
    ...(owned ? { owner_kind: `${owner.uid}#${kind.kind}` } : {}),
    access_key_hash: owned ? null : owner.accessKeyHash,
    // An anonymous draft nobody pays for or claims is deleted by DynamoDB's TTL after 30 days; a signed-in
    // person's never paid for, 180 days after its last save (draft-retention.ts).
    expires_at: owned ? signedInDraftExpiry(at) : Math.floor(at / 1000) + ANONYMOUS_DRAFT_TTL_SECONDS,
    form,
    payment_reference: id,
    payment_id: null,
    paid: false,
    paid_at: null,
    needs_repayment: false,
    pdf_since_paid: false,
    blocked: false,
    is_draft: true,
    pdf_generated: false,
    pdf_key: null,
    payment_attempt: 0,
    created_at: at,
    updated_at: at,
    version: 1,
    form_version: 1,
    form_edit_version: 1,
  };
}
