// The invitations' calls (issue 44, /work/h44-api.md): the owner's (make, cancel) on the owner's session, and the
// invitee's, which carry only the link's token, in the `x-convite-token` header and never in a URL or with a
// session's token, through the one API client.
import type {
  InvitationChannel,
  InvitationState,
  InvitationView,
  PartyId,
} from '@shared/invitations/parties';
import type { ApiClient } from '@/lib/api-client';

export const CONVITE_TOKEN_HEADER = 'x-convite-token';

/** `POST convite-create`: the party's live invitation (any older one is revoked), its link and wa.me URL. */
export interface InvitationCreated {
  invitation: InvitationView;
  link: string;
  whatsappUrl: string;
}

export function createInvitation(
  api: ApiClient,
  input: { reference: string; party: PartyId; channel: InvitationChannel; email?: string },
): Promise<InvitationCreated> {
  return api.post<InvitationCreated>('convite-create', input);
}

export function revokeInvitation(
  api: ApiClient,
  input: { reference: string; party: PartyId },
): Promise<{ invitation: InvitationView }> {
  return api.post<{ invitation: InvitationView }>('convite-revoke', input);
}

/** `GET convite-get`: what the invitee's page shows. */
export interface InviteeView {
  kind: string;
  party: PartyId;
  partyLabel: string;
  ownerFirstName: string;
  description: string;
  reference: string;
  state: InvitationState;
  expiresAt: string;
  confirmedAt?: string;
  version: number;
  /** Only that party's fields, unmasked. */
  section: Record<string, string>;
  /** The whole form, every other party's CPF and RG masked by the server. */
  preview: Record<string, string>;
}

/** The token of an invitation link (`/convite#<token>`): base64url only, so nothing else is ever sent. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null;
}

/** The invitee's calls, each with the token in its header and no session token. */
export function inviteeApi(api: ApiClient, token: string) {
  const headers = { [CONVITE_TOKEN_HEADER]: token };
  return {
    get: () => api.request<InviteeView>({ method: 'GET', path: 'convite-get', auth: 'none', headers }),
    save: (version: number, changes: Record<string, string>) =>
      api.request<{ version: number; state: InvitationState }>({
        method: 'POST',
        path: 'convite-save',
        auth: 'none',
        headers,
        body: { version, changes },
      }),
    confirm: (version: number) =>
      api.request<{ state: 'confirmado'; confirmedAt: string; version?: number }>({
        method: 'POST',
        path: 'convite-confirm',
        auth: 'none',
        headers,
        body: { version },
      }),
  };
}

export type InviteeApi = ReturnType<typeof inviteeApi>;
