// E-mails the access link of a document made without a sign-in to the address that paid for it (issue 40 item 3,
// issue 41 item 4): the buyer gets back to the document from any browser, not only the one that holds its key.
// Only the key's holder may ask, only to the payer's own address (never one typed here), a few times an hour.
// The link carries the key in its fragment (shared/api/access-link.ts); neither the address nor the link is logged.
import {
  type AccessLinkTarget,
  accessLinkUrl,
  type DocumentLinkEmailResponse,
  isKeyedKind,
  KEYED_KINDS,
  maskEmail,
} from '@shared/api/access-link';
import { escapeHtml } from '@shared/documents/blocks';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../core/errors';
import type { DocumentStore } from '../ports/document-store';
import { type MailMessage, type MailSender, MailUnavailableError } from '../ports/mail-sender';
import type { PaymentStore } from '../ports/payment-store';
import { DOCUMENT_NOT_FOUND, type DocumentCaller, holdsKey } from './document-access';
import { documentIdOf } from './payment-rounds';
import { limitAccessLinkEmail, type RateLimitDeps } from './rate-limits';

export interface AccessLinkEmailDeps {
  documents: Pick<DocumentStore, 'get'>;
  payments: Pick<PaymentStore, 'get'>;
  limits: RateLimitDeps;
  mail: MailSender;
  /** The site's public origin (PUBLIC_SITE_URL). */
  siteOrigin: string;
}

export const NO_PAYER_EMAIL_MESSAGE =
  'Este documento ainda não tem um e-mail de pagamento. Gere o PIX ou pague informando seu e-mail e tente de novo.';
export const MAIL_UNAVAILABLE_MESSAGE =
  'Não foi possível enviar o e-mail agora. Tente novamente em instantes.';

/** The message: Portuguese, plain text and simple HTML, nothing personal in the subject. */
export function accessLinkMessage(to: string, target: AccessLinkTarget, siteOrigin: string): MailMessage {
  const link = accessLinkUrl(siteOrigin, target);
  const label = KEYED_KINDS[target.kind].label;
  const lines = [
    'Olá!',
    '',
    `Você pediu o link de acesso ao documento "${label}" feito sem login no Documentos Prontos.`,
    'Abra-o para voltar ao documento e baixar o PDF, em qualquer navegador:',
    '',
    link,
    '',
    'Guarde este e-mail: quem tiver este link abre o documento, por isso não o encaminhe.',
    'Para manter o documento na sua conta, entre no site e aceite adicioná-lo quando for perguntado.',
    '',
    'Se você não pediu este e-mail, pode ignorá-lo.',
    '',
    'Documentos Prontos',
  ];
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;color:#1f2937">
<p>Olá!</p>
<p>Você pediu o link de acesso ao documento <strong>${escapeHtml(label)}</strong> feito sem login no Documentos Prontos.</p>
<p><a href="${escapeHtml(link)}">Abrir o documento</a></p>
<p>Guarde este e-mail: quem tiver este link abre o documento, por isso não o encaminhe.
Para manter o documento na sua conta, entre no site e aceite adicioná-lo quando for perguntado.</p>
<p style="color:#6b7280">Se você não pediu este e-mail, pode ignorá-lo.</p>
<p>Documentos Prontos</p>
</body></html>`;
  return {
    to,
    subject: 'Seu link de acesso ao documento',
    text: lines.join('\n'),
    html,
    purpose: 'access-link',
  };
}

export async function emailAccessLink(
  deps: AccessLinkEmailDeps,
  caller: DocumentCaller,
  reference: string,
): Promise<Omit<DocumentLinkEmailResponse, 'ok'>> {
  const doc = await deps.documents.get(documentIdOf(reference));
  const key = caller.accessKey;
  // Only a document still bound to its key: once claimed into an account, the account is the way back.
  if (!doc || !key || !isKeyedKind(doc.kind) || doc.owner_uid || !holdsKey(doc, key)) {
    throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
  }
  const payment = doc.payment_id ? await deps.payments.get(doc.payment_id) : null;
  const to = payment?.payer_email;
  if (!to) throw new ConflictError(NO_PAYER_EMAIL_MESSAGE, 'no_payer_email');
  await limitAccessLinkEmail(deps.limits, doc.id);
  try {
    await deps.mail.send(accessLinkMessage(to, { id: doc.id, key, kind: doc.kind }, deps.siteOrigin));
  } catch (error) {
    if (error instanceof MailUnavailableError) throw new ServiceUnavailableError(MAIL_UNAVAILABLE_MESSAGE);
    throw error;
  }
  return { sent_to: maskEmail(to) };
}
