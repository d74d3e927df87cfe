// Asks before the documents this browser made without a sign-in become the account's (issue 40 item 3): on a
// shared computer they may be an earlier visitor's. Lists them by kind and date only (nothing of their content),
// "Adicionar à minha conta" claims them, "Agora não" leaves them to this browser (asked again at the next
// sign-in, until their keys expire). Shown once per sign-in of a person with keys held here.
import { isKeyedKind, KEYED_KINDS } from '@shared/api/access-link';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toast/toast-store';
import { useApi } from '@/lib/app-services';
import { type HeldDocumentKey, heldDocumentKeys } from '@/lib/document-keys';
import { claimHeldDocuments } from '@/lib/session/claim-documents';
import { useSession } from '@/lib/session/session-provider';

/** The sign-in (uid) for which the person already answered, for this tab's life. */
const ANSWERED_KEY = 'document_claim_answered';

function answeredFor(uid: string): boolean {
  try {
    return sessionStorage.getItem(ANSWERED_KEY) === uid;
  } catch {
    return false;
  }
}

function rememberAnswer(uid: string): void {
  try {
    sessionStorage.setItem(ANSWERED_KEY, uid);
  } catch {
    // Without storage the question comes back on the next page load of this tab.
  }
}

export const kindLabel = (kind: string) => (isKeyedKind(kind) ? KEYED_KINDS[kind].label : 'Documento');
const dateOf = (ms: number) => new Date(ms).toLocaleDateString('pt-BR');

export function claimQuestion(count: number): string {
  return count === 1
    ? 'Encontramos 1 documento feito neste navegador sem login. Adicionar à sua conta?'
    : `Encontramos ${count} documentos feitos neste navegador sem login. Adicionar à sua conta?`;
}

export function ClaimPrompt() {
  const session = useSession();
  const api = useApi();
  const queryClient = useQueryClient();
  const uid = session.status === 'signed-in' ? (session.user?.uid ?? null) : null;
  const [held, setHeld] = useState<HeldDocumentKey[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setHeld(uid && !answeredFor(uid) ? heldDocumentKeys() : []);
  }, [uid]);

  if (!uid || held.length === 0) return null;

  const close = () => {
    rememberAnswer(uid);
    setHeld([]);
  };

  async function add() {
    setBusy(true);
    try {
      const claimed = await claimHeldDocuments(api, held);
      toast.success(
        claimed.length === 1
          ? '1 documento adicionado à sua conta.'
          : `${claimed.length} documentos adicionados à sua conta.`,
      );
      close();
      // A list already on screen shows them now.
      void queryClient.invalidateQueries();
    } catch {
      toast.error('Não foi possível adicionar os documentos agora. Tente novamente.');
    } finally {
      setBusy(false);
    }
  }

  // ConfirmDialog focuses "Agora não" first: on a shared computer, a stray Enter never takes someone else's
  // documents.
  return (
    <ConfirmDialog
      open
      title="Documentos deste navegador"
      message={claimQuestion(held.length)}
      confirmLabel={busy ? 'Adicionando...' : 'Adicionar à minha conta'}
      cancelLabel="Agora não"
      busy={busy}
      onConfirm={() => void add()}
      onCancel={close}
    >
      <ul aria-label="Documentos encontrados">
        {held.map((doc) => (
          <li key={doc.id}>
            {kindLabel(doc.kind)}, feito em {dateOf(doc.savedAt)}
          </li>
        ))}
      </ul>
      <p className="field-hint">
        Se não foram feitos por você (num computador compartilhado, por exemplo), escolha “Agora não”.
      </p>
    </ConfirmDialog>
  );
}
