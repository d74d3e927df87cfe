// "Convidar para preencher" (issue 44): per party the owner may invite as the form stands (the guarantor only with
// a guarantee by fiança, the spouse only for a married guarantor), its state, and the ways to share its link:
// copied (or selected, where the browser refuses to copy), by WhatsApp (the server's wa.me message), by e-mail
// (sent by the server), and "Cancelar convite" behind a question. A link is shown only to the page that made it
// (the server keeps its hash): sharing again where it is not known makes a new one, which replaces the old.
import type { InvitableParty, InvitationChannel } from '@shared/invitations/parties';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextInput } from '@/components/form/basic-fields';
import { toast } from '@/components/toast/toast-store';
import { type ApiClient, ApiError } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { createInvitation, type InvitationCreated, revokeInvitation } from './invitation-api';
import { invitationStateText, isLive } from './invitation-states';
import type { Invitations } from './use-invitations';
import './invitation.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailMessage(value: string): string | null {
  if (value.trim() === '') return 'Informe o e-mail';
  return EMAIL.test(value.trim()) ? null : 'E-mail inválido';
}

export interface InvitationPanelProps {
  api: ApiClient;
  /** The kind's invitable parties (its own list, beside its schema). */
  parties: readonly InvitableParty[];
  /** The saved contract's reference; null until its first save. */
  reference: string | null;
  /** The form as it stands: which parties may be invited. */
  form: object;
  invitations: Invitations;
  /** The owner may invite: signed in, or holding a contract made without a sign-in (its key). */
  canInvite: boolean;
  /** Reads the invitations again (the page came back into view): an answer's `convites`. */
  refresh?: () => Promise<void>;
}

export function InvitationPanel({
  api,
  parties: kindParties,
  reference,
  form,
  invitations,
  canInvite,
  refresh,
}: InvitationPanelProps) {
  const parties = kindParties.filter((party) => party.available(form as never));
  // The invitees may confirm while this page is open: their states are read again when it is looked at again.
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === 'visible') void refreshRef.current?.().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, []);
  if (parties.length === 0) return null;
  return (
    <section className="invite-panel" aria-labelledby="invite-panel-title">
      <h2 id="invite-panel-title">Convidar para preencher</h2>
      <p className="field-hint">
        Envie um link para a outra parte preencher e confirmar os próprios dados. O link vale por 7 dias e dá
        acesso só à parte dela; o pagamento e o PDF continuam com você.
      </p>
      {!canInvite ? (
        <p className="field-hint">Entre na sua conta para convidar.</p>
      ) : reference === null ? (
        <p className="field-hint">Preencha e salve o contrato para convidar.</p>
      ) : (
        <ul className="invite-list">
          {parties.map((party) => (
            <PartyInvitation
              key={party.id}
              api={api}
              reference={reference}
              party={party}
              invitations={invitations}
            />
          ))}
        </ul>
      )}
      {refresh && reference !== null && canInvite && (
        <button type="button" className="button button-ghost button-small" onClick={() => void refresh()}>
          Atualizar situação dos convites
        </button>
      )}
    </section>
  );
}

function failureText(err: unknown): string {
  return err instanceof ApiError ? err.message : 'Não foi possível fazer o convite. Tente novamente.';
}

function PartyInvitation({
  api,
  reference,
  party,
  invitations,
}: {
  api: ApiClient;
  reference: string;
  party: InvitableParty;
  invitations: Invitations;
}) {
  const view = invitations.viewOf(party.id);
  const live = view !== undefined && isLive(view.state);
  const confirmed = view?.state === 'confirmado';
  // The link this page made for the live invitation (the server never answers it again).
  const [made, setMade] = useState<InvitationCreated | null>(null);
  const known = made !== null && live && made.invitation.createdAt === view?.createdAt ? made : null;
  const [busy, setBusy] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [showLink, setShowLink] = useState(false);
  const [asking, setAsking] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const rowTitle = `${ids}-title`;

  const make = async (channel: InvitationChannel, address?: string): Promise<InvitationCreated | null> => {
    setBusy(true);
    try {
      const created = await createInvitation(api, {
        reference,
        party: party.id,
        channel,
        ...(address ? { email: address.trim() } : {}),
      });
      setMade(created);
      invitations.put(created.invitation);
      return created;
    } catch (err) {
      const field = err instanceof ApiError ? err.fields.find((f) => f.field === 'email') : undefined;
      if (field) setEmailError(field.message);
      else toast.error(failureText(err));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    const link = known ?? (await make('link'));
    if (!link) return;
    setShowLink(true);
    if (await copyText(link.link)) toast.success('Link copiado.');
    else {
      toast.info('Selecionamos o link: copie-o com Ctrl+C (ou toque e segure, no celular).');
      requestAnimationFrame(() => {
        linkRef.current?.focus();
        linkRef.current?.select();
      });
    }
  };

  const whatsapp = async () => {
    // Opened at the click, so no popup blocker takes it for an unasked window; its address once known.
    const win = known ? null : window.open('', '_blank');
    const link = known ?? (await make('whatsapp'));
    if (!link) {
      win?.close();
      return;
    }
    setShowLink(true);
    if (win) {
      win.opener = null;
      win.location.href = link.whatsappUrl;
    } else window.open(link.whatsappUrl, '_blank', 'noopener');
  };

  const sendEmail = async () => {
    const message = emailMessage(email);
    setEmailError(message);
    if (message) {
      document.getElementById(`${ids}-email`)?.focus();
      return;
    }
    const sent = await make('email', email);
    if (!sent) {
      document.getElementById(`${ids}-email`)?.focus();
      return;
    }
    toast.success(`Convite enviado para ${email.trim()}.`);
    setEmailOpen(false);
    setShowLink(true);
  };

  const cancel = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const res = await revokeInvitation(api, { reference, party: party.id });
      invitations.put(res.invitation);
      setMade(null);
      setShowLink(false);
      toast.success('Convite cancelado.');
    } catch (err) {
      toast.error(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="invite-row" aria-labelledby={rowTitle} data-party={party.id}>
      <p className="invite-row-head">
        <strong id={rowTitle}>{party.label}</strong>{' '}
        <span className="invite-state" data-state={view?.state ?? 'nenhum'}>
          {view ? invitationStateText(view) : 'não convidado(a)'}
        </span>
      </p>
      {view?.emailMasked && live && <p className="field-hint">E-mail: {view.emailMasked}</p>}
      <div className="button-row invite-actions">
        {!confirmed && (
          <>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={busy}
              onClick={() => void copy()}
            >
              Copiar link
            </button>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={busy}
              onClick={() => void whatsapp()}
            >
              WhatsApp
            </button>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={busy}
              aria-expanded={emailOpen}
              aria-controls={emailOpen ? `${ids}-email-box` : undefined}
              onClick={() => {
                setEmailOpen((open) => !open);
                requestAnimationFrame(() => document.getElementById(`${ids}-email`)?.focus());
              }}
            >
              Enviar por e-mail
            </button>
          </>
        )}
        {live && (
          <button
            type="button"
            className="button button-ghost button-small"
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            Cancelar convite
          </button>
        )}
      </div>
      {live && !known && !confirmed && (
        <p className="field-hint">Copiar ou enviar de novo cria um link novo; o anterior deixa de valer.</p>
      )}
      {emailOpen && !confirmed && (
        // A form of its own: Enter in the address sends it.
        <form
          id={`${ids}-email-box`}
          className="invite-email"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void sendEmail();
          }}
        >
          <TextInput
            id={`${ids}-email`}
            label={`E-mail do(a) ${party.shortLabel}`}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            error={emailError}
            onChange={(value) => {
              setEmail(value);
              setEmailError(null);
            }}
          />
          <button type="submit" className="button button-primary button-small" disabled={busy}>
            Enviar convite
          </button>
        </form>
      )}
      {known && showLink && (
        <div className="invite-link">
          <label htmlFor={`${ids}-link`}>Link do convite</label>
          <input
            ref={linkRef}
            id={`${ids}-link`}
            className="input"
            readOnly
            value={known.link}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title="Cancelar o convite?"
        message={
          confirmed
            ? `O link deixará de funcionar e a confirmação feita pelo(a) ${party.shortLabel} será desfeita.`
            : 'O link deixará de funcionar. Você poderá convidar de novo depois.'
        }
        confirmLabel="Cancelar convite"
        cancelLabel="Voltar"
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => void cancel()}
      />
    </li>
  );
}

/** Before paying: the invited parties who have not confirmed yet (the PDF may still be paid and made). */
export function PendingInvitationsWarning({
  parties,
  invitations,
  paid,
}: {
  parties: readonly InvitableParty[];
  invitations: Invitations;
  paid: boolean;
}) {
  if (paid) return null;
  const pending = parties.filter((party) => {
    const view = invitations.viewOf(party.id);
    return view !== undefined && (view.state === 'enviado' || view.state === 'preenchendo');
  });
  if (pending.length === 0) return null;
  const names = pending.map((party) => party.shortLabel).join(', ');
  return (
    <p className="decl-warning" role="note">
      Ainda não confirmou os dados: {names}. Você pode pagar e gerar o PDF agora; nele, só os dados já
      confirmados aparecem como informados e confirmados pelo(a) próprio(a).
    </p>
  );
}
