// A section the invited party confirmed is read-only for the owner (issue 44): said above it, with "Editar
// mesmo assim" behind a question that says the confirmation will be cleared (the server clears it on the save
// that changes one of its fields). Outside an owner's page, or for a party not confirmed, the fields as they are.
import type { PartyId } from '@shared/invitations/parties';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { invitationStateText } from './invitation-states';
import { useInvitationsContext } from './use-invitations';
import './invitation.css';

export function ConfirmedPartyLock({
  party,
  who,
  children,
}: {
  party: PartyId | string;
  /** The party in a sentence ("o(a) locatário(a)"). */
  who: string;
  children: ReactNode;
}) {
  const invitations = useInvitationsContext();
  const [asking, setAsking] = useState(false);
  const view = invitations?.viewOf(party as PartyId);
  if (!invitations || view?.state !== 'confirmado' || invitations.unlocked.has(view.party)) {
    return <>{children}</>;
  }
  return (
    <>
      <div className="invite-lock" role="note">
        <p>
          Dados {invitationStateText(view)} por {who}. Para protegê-los, esta parte só pode ser lida.
        </p>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => setAsking(true)}
        >
          Editar mesmo assim
        </button>
      </div>
      <fieldset className="invite-locked" disabled aria-label={`Dados confirmados por ${who}`}>
        {children}
      </fieldset>
      <ConfirmDialog
        open={asking}
        title="Editar dados já confirmados?"
        message={`Se você alterar estes dados, a confirmação feita por ${who} será desfeita e precisará ser feita de novo.`}
        confirmLabel="Editar mesmo assim"
        cancelLabel="Voltar"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          invitations.unlock(view.party);
        }}
      />
    </>
  );
}
