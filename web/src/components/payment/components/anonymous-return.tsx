// How a buyer without an account gets back to a paid document (issue 41 item 4), said the same way on every kind
// made with an access key: the link e-mailed to the payer's address (shared/api/access-link.ts), or signing in
// to keep it in an account. And, on a kind's empty page, the documents this browser made of that kind, instead
// of only a blank form.
import {
  type DocumentLinkEmailResponse,
  isKeyedKind,
  KEYED_KINDS,
  type KeyedKind,
} from '@shared/api/access-link';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { accessKeyHeader, documentKeyFor, heldDocumentKeys } from '@/lib/document-keys';
import { useSession } from '@/lib/session/session-provider';
import './anonymous-return.css';

export function AnonymousReturn({ reference }: { reference: string }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function sendLink() {
    setBusy(true);
    try {
      const res = await api.request<DocumentLinkEmailResponse>({
        method: 'POST',
        path: 'document-link-email',
        body: { reference },
        headers: accessKeyHeader(documentKeyFor(reference)),
      });
      setSentTo(res.sent_to);
      toast.success(`Link enviado para ${res.sent_to}.`);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Falha ao enviar o e-mail. Tente novamente.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="anonymous-return" aria-labelledby="anonymous-return-title">
      <h2 id="anonymous-return-title">Como voltar a este documento</h2>
      <p>
        Você fez este documento sem login: ele fica neste navegador por 30 dias. Para abri-lo depois, em
        qualquer aparelho:
      </p>
      <ul>
        <li>
          receba o link de acesso no e-mail usado no pagamento;{' '}
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void sendLink()}
          >
            {busy ? 'Enviando...' : sentTo ? 'Enviar de novo' : 'Enviar link para meu e-mail'}
          </button>
          {sentTo && (
            <span className="field-hint" role="status">
              {' '}
              Enviado para {sentTo}.
            </span>
          )}
        </li>
        <li>
          ou <Link to="/Login">entre na sua conta</Link> e aceite adicioná-lo a ela.
        </li>
      </ul>
    </section>
  );
}

/** The documents of `kind` this browser made without a sign-in, offered on the kind's empty page. */
export function BrowserDocuments({ kind }: { kind: KeyedKind }) {
  const session = useSession();
  const [held] = useState(() => heldDocumentKeys().filter((doc) => doc.kind === kind));
  if (session.status === 'signed-in' || held.length === 0 || !isKeyedKind(kind)) return null;
  const page = KEYED_KINDS[kind];
  return (
    <section className="anonymous-return" aria-labelledby="browser-documents-title">
      <h2 id="browser-documents-title">Documentos feitos neste navegador</h2>
      <ul>
        {held.map((doc) => (
          <li key={doc.id}>
            {/* A full load: the page opens the document it is given once, when it mounts. */}
            <a href={`${page.path}?${new URLSearchParams({ [page.param]: doc.id })}`}>
              {page.label}, feito em {new Date(doc.savedAt).toLocaleDateString('pt-BR')}
            </a>
          </li>
        ))}
      </ul>
      <p className="field-hint">Ou preencha o formulário abaixo para fazer um novo.</p>
    </section>
  );
}
