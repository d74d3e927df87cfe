// Each invited party's state in a list row (Meus Contratos, issue 44): "Convite ao(à) locatário(a): confirmado em
// 12/12/2026 14:03". Items of the list each carry `convites`, the latest invitation per party.
import type { InvitationState } from '@shared/invitations/parties';
import { partyOf } from '@shared/invitations/registry';
import { invitationStateText } from './invitation-states';

interface ListedInvitation {
  party: string;
  state: InvitationState;
  confirmedAt?: string;
}

function invitationsOf(item: object): ListedInvitation[] {
  const list = (item as { convites?: unknown }).convites;
  return Array.isArray(list) ? (list as ListedInvitation[]) : [];
}

/** `<li>`s for a row's list of parties; nothing for a document without invitations. */
export function InvitationStates({ kind, item }: { kind: string; item: object }) {
  return (
    <>
      {invitationsOf(item).map((invitation) => {
        const party = partyOf(kind, invitation.party);
        if (!party) return null;
        return (
          <li key={invitation.party} className="row-invite" data-party={invitation.party}>
            <span className="row-state">Convite ({party.shortLabel}):</span> {invitationStateText(invitation)}
          </li>
        );
      })}
    </>
  );
}
