// Issue 44: the request and answer contracts of the invitation routes (docs/convites.md): the owner's
// `convite-create` and `convite-revoke`, the invitee's `convite-get`, `convite-save` and `convite-confirm`.
import * as z from 'zod';
import type { InvitableKind, InvitationState, InvitationView, PartyId } from '../invitations/parties';

/** The invitee's token travels only in this header (never in a path, a query or a log). */
export const CONVITE_TOKEN_HEADER = 'x-convite-token';

export const CONVITE_MESSAGES = {
  invalido: 'Este convite não é mais válido. Peça um novo link a quem enviou.',
  ausente: 'Abra o link do convite que você recebeu.',
  confirmado: 'Seus dados já foram confirmados.',
  limite: 'Muitos convites em pouco tempo. Tente novamente mais tarde.',
  indisponivel:
    'Esta parte não está no contrato como ele está salvo. Salve o contrato com ela e tente de novo.',
  emailInvalido: 'E-mail inválido',
  parteInvalida: 'Parte do contrato inválida',
  fora: 'Campo fora da sua parte do contrato',
  alterado: 'O contrato foi alterado por quem enviou o convite. Seus dados foram recarregados.',
  pago: 'Este contrato já foi pago e não pode mais ser alterado por este link. Fale com quem enviou o convite.',
  corrija: 'Corrija os campos marcados antes de confirmar.',
  naoEncontrado: 'Convite não encontrado.',
} as const;

const reference = z
  .string({ error: 'Referência ausente' })
  .trim()
  .min(1, { error: 'Referência ausente' })
  .max(120);
const party = z.enum(['locatario', 'fiador', 'fiador_conjuge', 'comprador'], {
  error: CONVITE_MESSAGES.parteInvalida,
});

export const conviteCreateInput = z.object({
  reference,
  party,
  channel: z.enum(['link', 'whatsapp', 'email'], { error: 'Canal inválido' }),
  email: z.string().trim().max(254).optional(),
});
export type ConviteCreateInput = z.infer<typeof conviteCreateInput>;

export const conviteRevokeInput = z.object({ reference, party });
export type ConviteRevokeInput = z.infer<typeof conviteRevokeInput>;

const version = z.number({ error: 'Versão ausente' }).int().nonnegative();

export const conviteSaveInput = z.object({
  version,
  changes: z.record(z.string().max(80), z.unknown()).refine((c) => Object.keys(c).length <= 200),
});
export type ConviteSaveInput = z.infer<typeof conviteSaveInput>;

export const conviteConfirmInput = z.object({ version });

export interface ConviteCreateResponse {
  ok: true;
  invitation: InvitationView;
  /** `${origin}/convite#${token}`: the token in the fragment, which no server or Referer sees. */
  link: string;
  whatsappUrl: string;
}

export interface ConviteRevokeResponse {
  ok: true;
  invitation: InvitationView;
}

export interface ConviteGetResponse {
  ok: true;
  kind: InvitableKind;
  party: PartyId;
  partyLabel: string;
  ownerFirstName: string;
  description: string;
  reference: string;
  state: InvitationState;
  expiresAt: string;
  confirmedAt?: string;
  version: number;
  section: Record<string, string>;
  preview: Record<string, string>;
}

export interface ConviteSaveResponse {
  ok: true;
  version: number;
  state: 'preenchendo';
}

export interface ConviteConfirmResponse {
  ok: true;
  state: 'confirmado';
  confirmedAt: string;
  version: number;
}

/** What Meus Contratos shows of each invited party. */
export interface ConviteListState {
  party: PartyId;
  state: InvitationState;
  confirmedAt?: string;
}
