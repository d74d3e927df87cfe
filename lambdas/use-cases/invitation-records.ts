// Issue 44: the invitations stored on a document, read and changed without any I/O: the view an owner sees,
// the state a moment reads (an open invitation past its 7 days is `expirado`), and the confirmations an owner's
// edit clears (a change to any field of a party that confirmed its section).
import type { ConviteListState } from '@shared/api/convites';
import {
  type InvitationState,
  type InvitationView,
  maskEmail,
  type PartyId,
} from '@shared/invitations/parties';
import { partiesOf, partyOf } from '@shared/invitations/registry';
import type { DocumentRecord, InvitationRecord } from '../ports/document-store';
import { canonicalJson } from './canonical-json';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The state at `now`: an invitation still open past its expiry reads `expirado` (a confirmation stays). */
export function stateAt(record: InvitationRecord, now: number): InvitationState {
  if ((record.state === 'enviado' || record.state === 'preenchendo') && now >= record.expires_at)
    return 'expirado';
  return record.state;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function invitationView(party: string, record: InvitationRecord, now: number): InvitationView {
  return {
    party: party as PartyId,
    state: stateAt(record, now),
    createdAt: iso(record.created_at),
    expiresAt: iso(record.expires_at),
    ...(record.state === 'confirmado' && record.confirmed_at
      ? { confirmedAt: iso(record.confirmed_at) }
      : {}),
    channel: record.channel,
    ...(record.email ? { emailMasked: maskEmail(record.email) } : {}),
  };
}

/** The latest invitation of each party, in the kind's order of its parties. */
export function invitationViews(
  doc: Pick<DocumentRecord, 'kind' | 'convites'>,
  now: number,
): InvitationView[] {
  const stored = doc.convites ?? {};
  return partiesOf(doc.kind).flatMap((party) => {
    const record = stored[party.id];
    return record ? [invitationView(party.id, record, now)] : [];
  });
}

/** What Meus Contratos shows of each invited party. */
export function invitationListStates(
  doc: Pick<DocumentRecord, 'kind' | 'convites'>,
  now: number,
): ConviteListState[] {
  return invitationViews(doc, now).map(({ party, state, confirmedAt }) => ({
    party,
    state,
    ...(confirmedAt ? { confirmedAt } : {}),
  }));
}

/** The parties of `doc` whose invitation is confirmed, with their records. */
export function confirmedParties(
  doc: Pick<DocumentRecord, 'kind' | 'convites'>,
): Array<{ party: PartyId; record: InvitationRecord }> {
  return Object.entries(doc.convites ?? {}).flatMap(([party, record]) =>
    record.state === 'confirmado' && partyOf(doc.kind, party) ? [{ party: party as PartyId, record }] : [],
  );
}

/**
 * The owner saves `next` over `doc.form`: each confirmed party with a field of its section changed goes back
 * to `preenchendo` (its confirmation cleared). Answers the new records, or null when nothing is cleared.
 */
export function clearChangedConfirmations(
  doc: Pick<DocumentRecord, 'kind' | 'convites' | 'form'>,
  next: Record<string, unknown>,
): {
  convites: Record<string, InvitationRecord>;
  cleared: Array<{ party: PartyId; record: InvitationRecord }>;
} | null {
  const cleared = confirmedParties(doc).filter(({ party }) =>
    partyOf(doc.kind, party)!.fields.some(
      (key) => canonicalJson(doc.form[key] ?? '') !== canonicalJson(next[key] ?? ''),
    ),
  );
  if (cleared.length === 0) return null;
  const convites = { ...doc.convites };
  for (const { party, record } of cleared)
    convites[party] = { ...record, state: 'preenchendo', confirmed_at: null };
  return { convites, cleared };
}
