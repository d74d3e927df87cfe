// The owner's view of a contract's invitations (issue 44): the latest per party as the server last said (the
// load, each save, each invitation made or cancelled), and which confirmed sections the owner chose to edit
// anyway. The page provides it; `ConfirmedPartyLock` and `InvitationPanel` read it.
import type { InvitationView, PartyId } from '@shared/invitations/parties';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export interface Invitations {
  views: readonly InvitationView[];
  /** An answer's `convites` (absent: nothing new said). */
  take: (views: readonly InvitationView[] | undefined) => void;
  /** Takes an API answer's `convites` (`convitesOf`) and hands the answer on, to chain after a call. */
  takeFrom: <T>(answer: T) => T;
  /** One party's invitation as an invitation call answered it. */
  put: (view: InvitationView) => void;
  viewOf: (party: PartyId) => InvitationView | undefined;
  /** "Editar mesmo assim" was confirmed for this party's section. */
  unlocked: ReadonlySet<PartyId>;
  unlock: (party: PartyId) => void;
}

/** The `convites` of a `contrato-get` or a save's answer, wherever the answer holds them. */
export function convitesOf(answer: unknown): InvitationView[] | undefined {
  const record = answer as { convites?: unknown; data?: { convites?: unknown } } | null;
  const list = record?.convites ?? record?.data?.convites;
  return Array.isArray(list) ? (list as InvitationView[]) : undefined;
}

export function useInvitations(): Invitations {
  const [views, setViews] = useState<readonly InvitationView[]>([]);
  const [unlocked, setUnlocked] = useState<ReadonlySet<PartyId>>(new Set());
  const take = useCallback((next: readonly InvitationView[] | undefined) => {
    if (!next) return;
    setViews(next);
    // A section unlocked for editing stays so only while its confirmation stands.
    setUnlocked((old) => {
      const kept = [...old].filter((party) =>
        next.some((v) => v.party === party && v.state === 'confirmado'),
      );
      return kept.length === old.size ? old : new Set(kept);
    });
  }, []);
  const takeFrom = useCallback(
    <T,>(answer: T): T => {
      take(convitesOf(answer));
      return answer;
    },
    [take],
  );
  const put = useCallback(
    (view: InvitationView) => setViews((old) => [...old.filter((v) => v.party !== view.party), view]),
    [],
  );
  const unlock = useCallback((party: PartyId) => setUnlocked((old) => new Set([...old, party])), []);
  return useMemo(
    () => ({
      views,
      take,
      takeFrom,
      put,
      viewOf: (party: PartyId) => views.find((v) => v.party === party),
      unlocked,
      unlock,
    }),
    [views, take, takeFrom, put, unlocked, unlock],
  );
}

const InvitationsContext = createContext<Invitations | null>(null);

/** Around the owner's sections: a confirmed party's section is read-only there. */
export function InvitationsProvider({ value, children }: { value: Invitations; children: ReactNode }) {
  return <InvitationsContext.Provider value={value}>{children}</InvitationsContext.Provider>;
}

/** The owner page's invitations; null elsewhere (the invitee's page, a page without invitations). */
export function useInvitationsContext(): Invitations | null {
  return useContext(InvitationsContext);
}
