// The session as the pages see it: fetches `GET me` on load and on every sign-in state change (a plain user is
// signed in from the token meanwhile); once per sign-in upserts the user record; on a page's first session
// moves browser drafts to the server (the documents made signed out here are claimed only when the person says
// yes: app/layout/claim-prompt.tsx); "Sair" forgets this browser's document keys, signs out and reloads.
import type { MeResponse } from '@shared/schemas/user';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type ApiClient, ApiError } from '../api-client';
import { useAppServices } from '../app-services';
import type { AuthUser, SignInRequest } from '../auth/auth-client';
import { forgetAllDocumentKeys } from '../document-keys';
import { migrateDrafts } from './draft-migrations';
import type { SessionStatus, SessionUser } from './session-types';

export interface SessionValue {
  status: SessionStatus;
  user: SessionUser | null;
  isAdmin: boolean;
  /**
   * Signs in and resolves once the session is signed in: at once from the token for a plain user (as a page load
   * does, `GET me` confirming it meanwhile), after `GET me` for an admin.
   */
  signIn(request: SignInRequest): Promise<void>;
  /** "Sair": forgets the document keys this browser holds, signs out and reloads the page. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** `user-upsert`, retried once at `/api/user-upsert` when the first path answers 404 (spec part 1 §7). */
export async function upsertUser(api: ApiClient, user: AuthUser): Promise<void> {
  const body = {
    uid: user.uid,
    email: user.email,
    name: user.name,
    photoURL: user.photoURL,
    provider: user.provider,
  };
  try {
    await api.post('user-upsert', body);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 404) throw err;
    await api.request({ method: 'POST', url: '/api/user-upsert', body });
  }
}

// The sign-in whose user record this browser has upserted (uid and `auth_time`): the record is written once
// per sign-in, as the spec has it, not again on every page load, reload or tab of the same session.
const UPSERTED_KEY = 'user_upserted_for';
const signInKey = (user: AuthUser) => `${user.uid}:${user.signedInAt}`;

function upsertedForThisSignIn(user: AuthUser): boolean {
  try {
    return user.signedInAt > 0 && localStorage.getItem(UPSERTED_KEY) === signInKey(user);
  } catch {
    return false;
  }
}

function rememberUpsert(user: AuthUser): void {
  try {
    localStorage.setItem(UPSERTED_KEY, signInKey(user));
  } catch {
    // Without storage the next page load upserts again, as it did.
  }
}

const sameUser = (a: SessionUser, b: SessionUser) =>
  a.uid === b.uid && a.email === b.email && a.name === b.name && a.role === b.role;

export function SessionProvider({ children }: { children: ReactNode }) {
  const { auth, api } = useAppServices();
  const [state, setState] = useState<{ status: SessionStatus; user: SessionUser | null }>({
    status: 'loading',
    user: null,
  });
  const generation = useRef(0);
  /** The latest load's first settled state: signed in (from the token or `me`), or signed out. */
  const currentReady = useRef<Promise<void>>(Promise.resolve());
  const upsertedUid = useRef<string | null>(null);

  const load = useCallback(
    async (ready: () => void) => {
      const mine = ++generation.current;
      const isCurrent = () => mine === generation.current;
      const authUser = await auth.currentUser();
      if (!isCurrent()) return;
      if (!authUser) {
        setState({ status: 'signed-out', user: null });
        return;
      }
      const firstTimeThisPage = upsertedUid.current !== authUser.uid;
      // A person whose token names no admin group is signed in as the token says while `GET me` confirms it: a
      // signed-in page asks for its data at once instead of one round trip later. The role is the token's either
      // way (the server reads the same claim), and a refused token ends the session below. An admin's pages wait
      // for the server's word.
      const provisional: SessionUser | null = !authUser.adminClaim
        ? { uid: authUser.uid, email: authUser.email, name: authUser.name, role: 'user' }
        : null;
      setState((s) =>
        s.status === 'signed-in' && s.user?.uid === authUser.uid
          ? s
          : provisional
            ? { status: 'signed-in', user: provisional }
            : { status: 'loading', user: null },
      );
      if (provisional) ready();

      // The record's upsert goes alongside `GET me`, and the session does not wait for it: `me` takes the role
      // from the token and needs the record only for a name the token lacks, which the sign-in's own name then
      // stands in for. A signed-in page loads its data one round trip after the token is read, not three.
      if (firstTimeThisPage) {
        upsertedUid.current = authUser.uid;
        if (!upsertedForThisSignIn(authUser))
          upsertUser(api, authUser).then(
            () => rememberUpsert(authUser),
            (err: unknown) => {
              // Asked again on the next page load; the session itself does not depend on it.
              console.warn('Falha ao registrar usuário', err);
            },
          );
      }

      let user: SessionUser;
      try {
        const me = await api.get<MeResponse>('me');
        user = {
          uid: me.uid,
          email: me.email,
          name: me.name || authUser.name,
          role: me.role === 'admin' ? 'admin' : 'user',
        };
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) {
          // The API client has already ended the provider's session; this only settles the state.
          if (isCurrent()) setState({ status: 'signed-out', user: null });
          return;
        }
        // Server unreachable: keep the person signed in as a plain user; admin needs the server's word.
        user = { uid: authUser.uid, email: authUser.email, name: authUser.name, role: 'user' };
      }
      if (!isCurrent()) return;
      setState((s) =>
        s.status === 'signed-in' && s.user && sameUser(s.user, user) ? s : { status: 'signed-in', user },
      );
      if (firstTimeThisPage) void migrateDrafts({ api, user });
    },
    [api, auth],
  );

  // A layout effect: the session is asked for as the first render commits, not after the first paint, which a
  // busy first load delays by a frame or more; every signed-in page waits for this answer.
  useLayoutEffect(() => {
    const start = () => {
      let settle!: (failure?: { error: unknown }) => void;
      const ready = new Promise<void>((resolve, reject) => {
        settle = (failure) => (failure ? reject(failure.error) : resolve());
      });
      // A sign-in waiting for it sees a failed load's error; nobody else has to.
      ready.catch(() => undefined);
      currentReady.current = ready;
      // Whatever way the load ends, it has settled the state by then (a later settle changes nothing).
      load(() => settle()).then(
        () => settle(),
        (error: unknown) => settle({ error }),
      );
    };
    start();
    return auth.subscribe((event) => {
      if (event === 'tokenRefreshed') return;
      if (event === 'signedOut') {
        generation.current++;
        upsertedUid.current = null;
        setState({ status: 'signed-out', user: null });
        return;
      }
      start();
    });
  }, [auth, load]);

  const signIn = useCallback(
    async (request: SignInRequest) => {
      await auth.signIn(request);
      await currentReady.current;
    },
    [auth],
  );

  const signOut = useCallback(async () => {
    // A shared computer: the next person to sign in here must not be offered this one's documents.
    forgetAllDocumentKeys();
    await auth.signOut();
    if (!auth.signOutNavigates) window.location.reload();
  }, [auth]);

  const value = useMemo<SessionValue>(
    () => ({ ...state, isAdmin: state.user?.role === 'admin', signIn, signOut }),
    [state, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('SessionProvider ausente');
  return session;
}
