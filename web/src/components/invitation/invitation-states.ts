// What the owner reads of an invitation's state ("convite enviado", "confirmado em 12/12/2026 14:03"), in
// Brasília time whatever the browser's zone, as the PDF's record says it.
import type { InvitationState } from '@shared/invitations/parties';

const STATE_TEXT: Record<Exclude<InvitationState, 'confirmado'>, string> = {
  enviado: 'convite enviado',
  preenchendo: 'preenchendo',
  revogado: 'cancelado',
  expirado: 'expirado',
};

const WHEN = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "12/12/2026 14:03" (America/Sao_Paulo); '' for a date that does not read. */
export function brasiliaDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(WHEN.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

export function invitationStateText(view: { state: InvitationState; confirmedAt?: string }): string {
  if (view.state !== 'confirmado') return STATE_TEXT[view.state];
  const when = view.confirmedAt ? brasiliaDateTime(view.confirmedAt) : '';
  return when ? `confirmado em ${when}` : 'confirmado';
}

/** A live invitation: the party may still fill in, or has confirmed. */
export const isLive = (state: InvitationState) =>
  state === 'enviado' || state === 'preenchendo' || state === 'confirmado';
