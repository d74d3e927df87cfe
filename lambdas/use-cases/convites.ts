// Issue 44 (docs/convites.md): the owner of a rental or vehicle sale contract invites a party (tenant,
// guarantor, guarantor's spouse; buyer) to fill in and confirm their own section. The token is 256 random bits
// handed out once in the link's fragment; only its SHA-256 is kept, on a link item (which document, which party)
// and on the document's invitation record, compared in constant time. One live invitation per document and
// party: a new one revokes the previous. The invitee reads their section unmasked and the rest with other
// people's CPF and RG masked, saves only their section's keys on the document's version, and confirms it by the
// kind's own checks restricted to those keys. Any bad, revoked, replaced or expired token is 410.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CONVITE_MESSAGES,
  type ConviteConfirmResponse,
  type ConviteCreateInput,
  type ConviteCreateResponse,
  type ConviteGetResponse,
  type ConviteRevokeResponse,
  type ConviteSaveResponse,
} from '@shared/api/convites';
import {
  CONTRATO_LOCACAO_MESSAGES,
  contractFieldErrors,
  contratoLocacaoDraftSchema,
} from '@shared/documents/contrato-locacao/schema';
import { checkContratoVeiculo } from '@shared/documents/contrato-veiculo/schema';
import {
  INVITATION_DAYS,
  type InvitableKind,
  type InvitableParty,
  maskedForm,
  sectionOf,
} from '@shared/invitations/parties';
import { partyOf } from '@shared/invitations/registry';
import { kindById } from '@shared/kinds';
import * as z from 'zod';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  GoneError,
  LockedError,
  NotFoundError,
  ServiceUnavailableError,
  UnauthorizedError,
} from '../core/errors';
import type { DocumentRecord, DocumentStore, InvitationRecord } from '../ports/document-store';
import type { InvitationLinkStore } from '../ports/invitation-links';
import { type MailMessage, type MailSender, MailUnavailableError } from '../ports/mail-sender';
import { type DocumentCaller, loadDocumentFor } from './document-access';
import { type DocumentKind, documentKind, storableForm } from './document-kinds';
import { retentionOnSave } from './draft-retention';
import { formVersionOf, parseFormChanges } from './form-versions';
import {
  confirmationClearedMessage,
  type InvitationMailContext,
  invitationMessage,
  revocationMessage,
} from './invitation-mail';
import { DAY_MS, invitationView } from './invitation-records';
import { retryOnConflict } from './optimistic';
import { limitInvitation, limitInvitationEmail, type RateLimitDeps } from './rate-limits';

export const MAIL_UNAVAILABLE_MESSAGE =
  'Não foi possível enviar o e-mail agora. Tente novamente em instantes.';

export interface InviteeDeps {
  documents: DocumentStore;
  links: InvitationLinkStore;
  now: () => number;
}

export interface OwnerInvitationDeps extends InviteeDeps {
  limits: RateLimitDeps;
  mail: MailSender;
  /** The site's public origin (PUBLIC_SITE_URL): the link's. */
  siteOrigin: string;
}

const INVITABLE_KINDS = ['contrato_locacao', 'contrato_compra_veiculo'] as const;

/** SHA-256 (hex) of a token: all that is stored of it. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(`convite\0${token}`).digest('hex');
}

function sameHash(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `${origin}/convite#${token}`: the fragment never reaches a server, a log or a Referer. */
export function invitationLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}/convite#${token}`;
}

export function whatsappUrl(link: string, context: Omit<InvitationMailContext, 'to'>): string {
  const owner = context.ownerFirstName || 'Olá';
  const text = `${owner === 'Olá' ? 'Olá!' : `Olá! Aqui é ${owner}.`} Preencha e confirme os seus dados como ${context.partyShortLabel} no ${context.documentLabel.toLowerCase()} (${context.description}) por este link, válido por ${INVITATION_DAYS} dias: ${link}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

const text = (form: Record<string, unknown>, key: string) =>
  typeof form[key] === 'string' ? (form[key] as string).trim() : '';

/** The first name of the contract's first party (the landlord, the seller): how the invitee knows the owner. */
export function ownerFirstName(doc: Pick<DocumentRecord, 'kind' | 'form'>): string {
  const field = kindById(doc.kind)?.summary.titular;
  return (field ? text(doc.form, field) : '').split(/\s+/)[0] ?? '';
}

/** The property's or the vehicle's short description: what the invitation is about, without anyone's data. */
export function documentDescription(doc: Pick<DocumentRecord, 'kind' | 'form'>): string {
  const f = doc.form;
  if (doc.kind === 'contrato_locacao') {
    const street = [text(f, 'imovel_endereco_rua'), text(f, 'imovel_endereco_numero')]
      .filter(Boolean)
      .join(', ');
    const city = [text(f, 'imovel_endereco_cidade'), text(f, 'imovel_endereco_estado')]
      .filter(Boolean)
      .join('/');
    const place = [street, text(f, 'imovel_endereco_bairro')].filter(Boolean).join(' - ');
    const where = [place, city].filter(Boolean).join(', ');
    return where ? `Imóvel na ${where}` : 'Imóvel ainda sem endereço';
  }
  const vehicle = [text(f, 'veiculo_marca'), text(f, 'veiculo_modelo'), text(f, 'veiculo_ano')]
    .filter(Boolean)
    .join(' ');
  const plate = text(f, 'veiculo_placa');
  return `Veículo${vehicle ? ` ${vehicle}` : ''}${plate ? `, placa ${plate}` : ''}`;
}

function mailContext(doc: DocumentRecord, party: InvitableParty, to: string): InvitationMailContext {
  return {
    to,
    ownerFirstName: ownerFirstName(doc),
    documentLabel: kindById(doc.kind)?.labels.singular ?? 'Contrato',
    partyShortLabel: party.shortLabel,
    description: documentDescription(doc),
  };
}

async function send(mail: MailSender, message: MailMessage): Promise<void> {
  try {
    await mail.send(message);
  } catch (error) {
    if (error instanceof MailUnavailableError) throw new ServiceUnavailableError(MAIL_UNAVAILABLE_MESSAGE);
    throw error;
  }
}

const emailSchema = z.email();

function loadOwned(deps: InviteeDeps, caller: DocumentCaller, reference: string) {
  return loadDocumentFor(deps.documents, reference, caller, { allowAdmin: true, kinds: INVITABLE_KINDS });
}

function invitablePartyOf(doc: DocumentRecord, id: string): InvitableParty {
  const party = partyOf(doc.kind, id);
  if (!party) throw new BadRequestError(CONVITE_MESSAGES.parteInvalida, 'invalid_party');
  return party;
}

/**
 * The owner (or an admin) makes a new invitation for `party`, revoking the previous one; with the e-mail
 * channel it is also sent to the address typed. 409 when the party is not in the contract as saved; 429 past
 * 10 invitations per document a day or 20 e-mails per owner an hour.
 */
export async function createInvitation(
  deps: OwnerInvitationDeps,
  caller: DocumentCaller,
  input: ConviteCreateInput,
): Promise<Omit<ConviteCreateResponse, 'ok'>> {
  const email = input.channel === 'email' ? (input.email ?? '').trim() : '';
  if (input.channel === 'email' && !emailSchema.safeParse(email).success)
    throw new BadRequestError(CONVITE_MESSAGES.emailInvalido, 'invalid_input', {
      fields: [{ field: 'email', message: CONVITE_MESSAGES.emailInvalido }],
    });
  const first = await loadOwned(deps, caller, input.reference);
  if (first.blocked) throw new ForbiddenError(CONTRATO_LOCACAO_MESSAGES.bloqueado, 'blocked');
  const party = invitablePartyOf(first, input.party);
  if (!party.available(first.form))
    throw new ConflictError(CONVITE_MESSAGES.indisponivel, 'party_unavailable');
  await limitInvitation(deps.limits, first.id);
  if (email) await limitInvitationEmail(deps.limits, first.owner_uid ?? first.id);

  const token = randomBytes(32).toString('base64url');
  const hash = tokenHash(token);
  const now = deps.now();
  const record: InvitationRecord = {
    token_hash: hash,
    state: 'enviado',
    channel: input.channel,
    ...(email ? { email } : {}),
    created_at: now,
    expires_at: now + INVITATION_DAYS * DAY_MS,
    confirmed_at: null,
  };
  // The link first: a document whose record names a hash always has its link (a link whose record moved on
  // opens nothing and expires by itself).
  await deps.links.put({
    token_hash: hash,
    document_id: first.id,
    party: party.id,
    expires_at: Math.ceil(record.expires_at / 1000),
  });
  let loaded: DocumentRecord | null = first;
  const { doc, previous } = await retryOnConflict(async () => {
    // The first attempt writes on the read above; a lost race reads again.
    const doc = loaded ?? (await loadOwned(deps, caller, input.reference));
    loaded = null;
    const previous = doc.convites?.[party.id];
    const saved = await deps.documents.update(
      doc.id,
      doc.version,
      { convites: { ...doc.convites, [party.id]: record } },
      now,
    );
    return { doc: saved, previous };
  }).catch(async (error) => {
    await deps.links.delete(hash);
    throw error;
  });
  if (previous && previous.token_hash !== hash) await deps.links.delete(previous.token_hash);

  const link = invitationLink(deps.siteOrigin, token);
  const context = mailContext(doc, party, email);
  if (email) await send(deps.mail, invitationMessage(context, link, INVITATION_DAYS));
  return { invitation: invitationView(party.id, record, now), link, whatsappUrl: whatsappUrl(link, context) };
}

/** The owner cancels the party's invitation: its link opens nothing from now on, a confirmation is cleared. */
export async function revokeInvitation(
  deps: OwnerInvitationDeps,
  caller: DocumentCaller,
  input: { reference: string; party: string },
): Promise<Omit<ConviteRevokeResponse, 'ok'>> {
  const now = deps.now();
  const { doc, record, party, wasOpen } = await retryOnConflict(async () => {
    const doc = await loadOwned(deps, caller, input.reference);
    const party = invitablePartyOf(doc, input.party);
    const current = doc.convites?.[party.id];
    if (!current) throw new NotFoundError(CONVITE_MESSAGES.naoEncontrado, 'not_found');
    if (current.state === 'revogado') return { doc, record: current, party, wasOpen: false };
    const record: InvitationRecord = { ...current, state: 'revogado', confirmed_at: null };
    const saved = await deps.documents.update(
      doc.id,
      doc.version,
      { convites: { ...doc.convites, [party.id]: record } },
      now,
    );
    return { doc: saved, record, party, wasOpen: true };
  });
  await deps.links.delete(record.token_hash);
  if (wasOpen && record.channel === 'email' && record.email)
    await send(deps.mail, revocationMessage(mailContext(doc, party, record.email)));
  return { invitation: invitationView(party.id, record, now) };
}

/**
 * Tells each invitee (by e-mail, when that was the channel) that the owner's edit cleared their confirmation.
 * Best effort: the save is done, and a provider's refusal must not undo it or fail it.
 */
export async function notifyClearedConfirmations(
  deps: { mail: MailSender },
  doc: DocumentRecord,
  cleared: ReadonlyArray<{ party: string; record: InvitationRecord }>,
): Promise<void> {
  for (const { party: id, record } of cleared) {
    const party = partyOf(doc.kind, id);
    if (!party || record.channel !== 'email' || !record.email) continue;
    try {
      await deps.mail.send(confirmationClearedMessage(mailContext(doc, party, record.email)));
    } catch (error) {
      if (!(error instanceof MailUnavailableError)) throw error;
    }
  }
}

interface Opened {
  doc: DocumentRecord;
  party: InvitableParty;
  record: InvitationRecord;
}

const gone = () => new GoneError(CONVITE_MESSAGES.invalido, 'convite_invalid');

/**
 * The document and party a token opens, or 410: no link for its hash, a record that names another hash (the
 * invitation was replaced), revoked, past its expiry, the document gone or blocked, or the party no longer in
 * the contract. 401 without a token.
 */
export async function openInvitation(deps: InviteeDeps, token: string | null | undefined): Promise<Opened> {
  if (!token) throw new UnauthorizedError(CONVITE_MESSAGES.ausente, 'convite_missing');
  if (token.length > 200) throw gone();
  const hash = tokenHash(token);
  const link = await deps.links.get(hash);
  if (!link) throw gone();
  const doc = await deps.documents.get(link.document_id);
  const record = doc?.convites?.[link.party];
  if (!doc || !record || !sameHash(record.token_hash, hash)) throw gone();
  const party = partyOf(doc.kind, link.party);
  const now = deps.now();
  if (
    !party ||
    record.state === 'revogado' ||
    now >= record.expires_at ||
    doc.blocked ||
    !party.available(doc.form)
  )
    throw gone();
  return { doc, party, record };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The invitee's page: who invites, for what, their section unmasked and the whole form with others masked. */
export async function getInvitation(
  deps: InviteeDeps,
  token: string | null | undefined,
): Promise<Omit<ConviteGetResponse, 'ok'>> {
  const { doc, party, record } = await openInvitation(deps, token);
  return {
    kind: doc.kind as InvitableKind,
    party: party.id,
    partyLabel: party.label,
    ownerFirstName: ownerFirstName(doc),
    description: documentDescription(doc),
    reference: doc.id,
    state: record.state as ConviteGetResponse['state'],
    expiresAt: iso(record.expires_at),
    ...(record.state === 'confirmado' && record.confirmed_at
      ? { confirmedAt: iso(record.confirmed_at) }
      : {}),
    version: formVersionOf(doc),
    section: sectionOf(doc.form, party),
    preview: maskedForm(doc.form, party),
  };
}

/** A paid contract (released, no new payment due) is the owner's to change; its invitee may only confirm. */
function refusePaid(doc: DocumentRecord): void {
  if (doc.paid && !doc.needs_repayment) throw new LockedError(CONVITE_MESSAGES.pago, 'convite_paid');
}

function refuseConfirmed(record: InvitationRecord): void {
  if (record.state === 'confirmado') throw new LockedError(CONVITE_MESSAGES.confirmado, 'convite_confirmed');
}

function refuseStaleInvitee(doc: DocumentRecord, version: number): void {
  if (formVersionOf(doc) !== version) throw new ConflictError(CONVITE_MESSAGES.alterado, 'stale_version');
}

/** The invitee saves changed keys of their own section on the version they read (409 over a newer one). */
export async function saveInvitation(
  deps: InviteeDeps,
  token: string | null | undefined,
  input: { version: number; changes: Record<string, unknown> },
): Promise<Omit<ConviteSaveResponse, 'ok'>> {
  return retryOnConflict(async () => {
    const { doc, party, record } = await openInvitation(deps, token);
    refuseConfirmed(record);
    const own = new Set(party.fields);
    const outside = Object.keys(input.changes).filter((key) => !own.has(key));
    if (outside.length > 0)
      throw new BadRequestError(CONVITE_MESSAGES.fora, 'outside_section', {
        fields: outside.slice(0, 10).map((field) => ({ field, message: CONVITE_MESSAGES.fora })),
      });
    refusePaid(doc);
    refuseStaleInvitee(doc, input.version);
    const kind = invitableKind(doc.kind);
    const fields = parseFormChanges(kind.draftSchema, input.changes);
    // What a choice hides is not stored, by the kind's own rule, as the owner's save (issue 39).
    const form = storableForm(kind, kind.draftSchema.parse({ ...doc.form, ...fields }));
    const version = formVersionOf(doc) + 1;
    const now = deps.now();
    await deps.documents.update(
      doc.id,
      doc.version,
      {
        form,
        form_version: version,
        form_edit_version: version,
        convites: { ...doc.convites, [party.id]: { ...record, state: 'preenchendo' } },
        ...retentionOnSave(doc, now),
      },
      now,
    );
    return { version, state: 'preenchendo' as const };
  });
}

function invitableKind(kind: string): DocumentKind {
  const rules = documentKind(kind);
  if (!rules) throw new Error(`no rules for invitable kind ${kind}`);
  return rules;
}

/** The failing fields of `party`'s section by the kind's own rules and messages (the owner's page's). */
export function sectionErrors(
  kind: string,
  form: Record<string, unknown>,
  party: InvitableParty,
  today: Date,
): Array<{ field: string; message: string }> {
  const own = new Set(party.fields);
  const all =
    kind === 'contrato_locacao'
      ? contractFieldErrors(contratoLocacaoDraftSchema.parse(form))
      : (() => {
          const check = checkContratoVeiculo(form, today);
          return check.ok
            ? []
            : Object.entries(check.fields).map(([field, message]) => ({ field, message: message as string }));
        })();
  return all.filter((e) => own.has(e.field));
}

/** The invitee confirms their section: the kind's checks on its keys (400 with each field's message), then locked. */
export async function confirmInvitation(
  deps: InviteeDeps,
  token: string | null | undefined,
  input: { version: number },
): Promise<Omit<ConviteConfirmResponse, 'ok'>> {
  return retryOnConflict(async () => {
    const { doc, party, record } = await openInvitation(deps, token);
    if (record.state === 'confirmado' && record.confirmed_at)
      return {
        state: 'confirmado' as const,
        confirmedAt: iso(record.confirmed_at),
        version: formVersionOf(doc),
      };
    refuseStaleInvitee(doc, input.version);
    const now = deps.now();
    const errors = sectionErrors(doc.kind, doc.form, party, new Date(now));
    if (errors.length > 0)
      throw new BadRequestError(CONVITE_MESSAGES.corrija, 'invalid_input', { fields: errors });
    const version = formVersionOf(doc) + 1;
    // The version moves: an owner's window opened before sees the confirmed, read-only section on its reload.
    await deps.documents.update(
      doc.id,
      doc.version,
      {
        form_version: version,
        convites: { ...doc.convites, [party.id]: { ...record, state: 'confirmado', confirmed_at: now } },
      },
      now,
    );
    return { state: 'confirmado' as const, confirmedAt: iso(now), version };
  });
}
