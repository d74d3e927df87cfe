// Issue 44: the invitation e-mails (the invitation, its revocation, a confirmation the owner's edit cleared):
// Portuguese, plain text and simple HTML, and no personal data in the subject beyond the owner's first name.
// The link carries the token in its fragment; callers never log the address, the link or the body.
import { escapeHtml } from '@shared/documents/blocks';
import type { MailMessage } from '../ports/mail-sender';

export interface InvitationMailContext {
  to: string;
  /** The owner as the invitee knows them: the first name of the contract's first party. */
  ownerFirstName: string;
  /** "Contrato de locação", "Contrato de compra e venda de veículo". */
  documentLabel: string;
  /** "locatário(a)", "comprador(a)"... */
  partyShortLabel: string;
  /** "Imóvel na Rua X, 12 - Centro, Belo Horizonte/MG". */
  description: string;
}

const SIGNATURE = 'Documentos Prontos';

function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;color:#1f2937">
${body}${button}
<p>${SIGNATURE}</p>
</body></html>`;
}

const who = (name: string) => name || 'Alguém';

/** The invitation: who invites, for which document and part, the link, and how long it lasts. */
export function invitationMessage(context: InvitationMailContext, link: string, days: number): MailMessage {
  const owner = who(context.ownerFirstName);
  const intro = [
    'Olá!',
    `${owner} convidou você para preencher e confirmar os seus dados como ${context.partyShortLabel} no documento "${context.documentLabel}" (${context.description}).`,
    'Abra o link abaixo, confira ou preencha a sua parte e clique em "Confirmo que meus dados estão corretos". Não é preciso criar conta.',
  ];
  const outro = [
    `O link vale por ${days} dias e só abre a sua parte deste documento. Não o encaminhe: quem tiver o link pode preencher os seus dados.`,
    'Se você não esperava este convite, pode ignorar este e-mail.',
  ];
  return {
    to: context.to,
    subject: `${owner} convidou você para preencher seus dados em um contrato`,
    text: [...intro, '', link, '', ...outro, '', SIGNATURE].join('\n'),
    html: html([...intro, ...outro], { href: link, label: 'Abrir o convite' }),
    purpose: 'invitation',
  };
}

/** The owner cancelled the invitation: the link no longer opens anything. */
export function revocationMessage(context: InvitationMailContext): MailMessage {
  const owner = who(context.ownerFirstName);
  const lines = [
    'Olá!',
    `${owner} cancelou o convite para você preencher os seus dados como ${context.partyShortLabel} no documento "${context.documentLabel}" (${context.description}).`,
    'O link que você recebeu não vale mais. Se ainda precisar preencher os seus dados, peça um novo link a quem enviou.',
  ];
  return {
    to: context.to,
    subject: `${owner} cancelou o convite para o contrato`,
    text: [...lines, '', SIGNATURE].join('\n'),
    html: html(lines),
    purpose: 'invitation-revoked',
  };
}

/** The owner changed the invitee's confirmed data: the confirmation is cleared, the same link still works. */
export function confirmationClearedMessage(context: InvitationMailContext): MailMessage {
  const owner = who(context.ownerFirstName);
  const lines = [
    'Olá!',
    `${owner} alterou os dados que você tinha confirmado como ${context.partyShortLabel} no documento "${context.documentLabel}" (${context.description}).`,
    'A sua confirmação foi desfeita. Abra de novo o link do convite que você recebeu, confira os seus dados e confirme outra vez se estiverem corretos.',
  ];
  return {
    to: context.to,
    subject: `${owner} alterou seus dados no contrato: confira de novo`,
    text: [...lines, '', SIGNATURE].join('\n'),
    html: html(lines),
    purpose: 'invitation-cleared',
  };
}
