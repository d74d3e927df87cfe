// The document kinds the server knows: per kind, its reference prefix, its price, the draft schema that
// guards every save and the final check that guards every PDF. A later kind registers here (its renderer in
// `document-renderers.ts`) and the save, payment and PDF use cases serve it unchanged.

import { randomBytes } from 'node:crypto';
import {
  autorizacaoViagemDraftSchema,
  checkAutorizacaoViagem,
} from '@shared/documents/autorizacao-viagem/schema';
import {
  checkContratoLocacao,
  contratoLocacaoDraftSchema,
  wantsReceipts,
} from '@shared/documents/contrato-locacao/schema';
import { checkContratoVeiculo, contratoVeiculoDraftSchema } from '@shared/documents/contrato-veiculo/schema';
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
import { paymentAmountCents } from '@shared/payments/amount';
import type { PriceTable } from '@shared/prices/prices';
import type * as z from 'zod';
import { ServiceUnavailableError, UnauthorizedError } from '../core/errors';
import type { BusinessCounters } from '../ports/business-counters';
import type { DocumentRecord, DocumentState, DocumentStore } from '../ports/document-store';
import { AlreadyExistsError } from '../ports/store-errors';
import { curriculoKind } from './curriculo-kind';
import { accessKeyHash, type DocumentCaller, newAccessKey } from './document-access';
import type { DocumentKind } from './document-kind';
import { signedInDraftExpiry } from './draft-retention';

export type { DocumentKind, FinalCheck, PaymentRules } from './document-kind';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const declaracaoResidencia: DocumentKind = {
  kind: 'declaracao_residencia',
  referencePrefix: 'decl-',
  priceKey: 'declaracao',
  description: 'Declaração de residência',
  draftSchema: declaracaoResidenciaDraftSchema,
  finalCheck: (form) => checkDeclaracaoResidencia(form),
  summary: (form) => ({ titular: text(form.titular_nome), dependente: text(form.dep_nome) }),
};

// Spec part 2 §9: `decl-trab-` references; the price falls back to the declaration's (shared/prices). Only
// Mercado Pago's `approved` counts as paid for it (part 2 §4), which is the server's one release rule anyway.
const declaracaoTrabalho: DocumentKind = {
  kind: 'declaracao_trabalho',
  referencePrefix: 'decl-trab-',
  priceKey: 'declaracao_trabalho',
  description: 'Declaração de trabalho',
  draftSchema: declaracaoTrabalhoDraftSchema,
  finalCheck: (form) => checkDeclaracaoTrabalho(form),
  // The list's Titular is who declares (the employer), its Dependente whom the declaration is about.
  summary: (form) => ({ titular: text(form.nome_completo_empregador), dependente: text(form.trab_nome) }),
};

// Spec part 2 §3: the rental contract; receipts ticked in the stored form add the receipts price (the request's
// `addReceipts` is never read).
const contratoLocacao: DocumentKind = {
  kind: 'contrato_locacao',
  referencePrefix: 'contrato-',
  priceKey: 'contrato',
  description: 'Contrato de locação',
  draftSchema: contratoLocacaoDraftSchema,
  finalCheck: (form) => checkContratoLocacao(form),
  summary: (form) => ({ titular: text(form.locador_nome), dependente: text(form.locatario_nome) }),
  priceOptions: (form) => ({ addReceipts: wantsReceipts(form) }),
};

// Rent receipts without a contract (issue 18 item 4): price key and reference prefix `reciboaluguel`.
const reciboAluguel: DocumentKind = {
  kind: 'recibo_aluguel',
  referencePrefix: 'reciboaluguel-',
  priceKey: 'reciboaluguel',
  description: 'Recibos de aluguel',
  draftSchema: reciboAluguelDraftSchema,
  finalCheck: (form) => checkReciboAluguel(form),
  summary: (form) => ({ titular: text(form.locador_nome), dependente: text(form.locatario_nome) }),
  anonymous: true,
};

// The vehicle sale contract (issue 19): open to anonymous visitors; the contract price (mp-config has no price
// of its own for it, spec part 2 §7), `contrato-veiculo-` references, which the price rule reads as contracts.
const contratoCompraVeiculo: DocumentKind = {
  kind: 'contrato_compra_veiculo',
  referencePrefix: 'contrato-veiculo-',
  priceKey: 'contrato_veiculo',
  description: 'Contrato de compra e venda de veículo',
  draftSchema: contratoVeiculoDraftSchema,
  finalCheck: (form) => checkContratoVeiculo(form),
  summary: (form) => ({ titular: text(form.vendedor_nome), dependente: text(form.comprador_nome) }),
  anonymous: true,
};

// Promissory notes (issue 20): one document per batch (its id is the batch's `lote_id`) holding the batch's
// form; the notes are derived from it. Price key and reference prefix `promissoria` (spec part 2 §9). Besides
// the batch three to a sheet, a PDF of one note (`nota:{n}`) and a ZIP of every note alone (`todas`).
const promissoria: DocumentKind = {
  kind: 'promissoria',
  referencePrefix: 'promissoria-',
  priceKey: 'promissoria',
  description: 'Notas promissórias',
  draftSchema: promissoriaDraftSchema as unknown as z.ZodType<Record<string, unknown>>,
  finalCheck: (form) => checkPromissoria(form),
  summary: (form) => ({ titular: text(form.emitente_nome), dependente: text(form.beneficiario_nome) }),
  hasPdfVariant: (form, variant) => {
    if (variant === 'todas') return true;
    const n = /^nota:(\d{1,3})$/.exec(variant);
    const total = parcelasOf(String(form.total_parcelas ?? ''));
    return n !== null && Number(n[1]) >= 1 && Number(n[1]) <= Math.min(total, MAX_PARCELAS);
  },
};

// Minor travel authorization (issue 21): price key `autorizacao`, references `autorizacao-…` (the price rule's
// prefix). The list's two names are the child (Menor) and the first signer (Responsável).
const autorizacaoViagem: DocumentKind = {
  kind: 'autorizacao_viagem',
  referencePrefix: 'autorizacao-',
  priceKey: 'autorizacao',
  description: 'Autorização de viagem de menor',
  draftSchema: autorizacaoViagemDraftSchema,
  finalCheck: (form) => checkAutorizacaoViagem(form),
  summary: (form) => ({ titular: text(form.menor_nome), dependente: text(form.aut1_nome) }),
  // Who authorizes, not the child.
  firstPartyName: (form) => text(form.aut1_nome),
};

// The vehicle power of attorney (spec part 2 §3, issue 19): saved as a declaration record of product
// `procuracao_veiculo`, open to anonymous visitors; spec part 2 §9's `proc-veh-` references.
const procuracaoVeiculo: DocumentKind = {
  kind: 'procuracao_veiculo',
  referencePrefix: 'proc-veh-',
  priceKey: 'procuracao',
  description: 'Procuração de veículo',
  draftSchema: procuracaoVeiculoDraftSchema,
  finalCheck: (form) => checkProcuracaoVeiculo(form),
  summary: (form) => ({
    titular: text(form.nome_completo_dono),
    dependente: text(form.nome_completo_procurador),
  }),
  anonymous: true,
};

const KINDS: ReadonlyMap<string, DocumentKind> = new Map([
  [declaracaoResidencia.kind, declaracaoResidencia],
  [declaracaoTrabalho.kind, declaracaoTrabalho],
  [contratoLocacao.kind, contratoLocacao],
  [reciboAluguel.kind, reciboAluguel],
  [curriculoKind.kind, curriculoKind],
  [promissoria.kind, promissoria],
  [autorizacaoViagem.kind, autorizacaoViagem],
  [procuracaoVeiculo.kind, procuracaoVeiculo],
  [contratoCompraVeiculo.kind, contratoCompraVeiculo],
]);

/** Every kind this server serves, in registration order (the admins' search reads each one's index). */
export function allDocumentKinds(): DocumentKind[] {
  return [...KINDS.values()];
}

/** The kind's rules, or undefined for a kind this server does not serve (yet). */
export function documentKind(kind: string): DocumentKind | undefined {
  return KINDS.get(kind);
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
  };
}
