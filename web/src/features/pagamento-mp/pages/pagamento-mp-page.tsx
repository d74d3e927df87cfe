// /PagamentoMP?reference=… (spec part 1 §2.6, §4.3): the payment page of any document. The reference's kind
// finds the document (a resume by its payment reference, a declaration by its id), the page says what is being
// paid and shows the payment panel; once approved it offers the PDF and the way back to the document's list.
import { formatPrice } from '@shared/prices/prices';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { DocumentReference } from '@/components/document-reference';
import { PageSpinner } from '@/components/page-spinner';
import { PaymentPanel } from '@/components/payment/components/payment-panel';
import { loginPathFor } from '@/components/require-sign-in';
import { ApiError } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { type PayableDocument, type PaymentKind, paymentKindFor } from '@/lib/payment-kinds';
import { usePriceTable } from '@/lib/price-table';
import { useSession } from '@/lib/session/session-provider';
import '../pagamento-mp.css';

type State =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; doc: PayableDocument };

function failure(err: unknown): string {
  if (err instanceof ApiError) return err.status === 0 ? 'Sem conexão. Tente novamente.' : err.message;
  return 'Erro inesperado';
}

function Payment({ reference, kinds }: { reference: string; kinds: readonly PaymentKind[] }) {
  const api = useApi();
  const { table } = usePriceTable();
  const session = useSession();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const kind = paymentKindFor(reference, kinds);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the lookup on "Tentar novamente"
  useEffect(() => {
    if (!kind) return;
    let active = true;
    setState({ kind: 'loading' });
    kind.find(api, reference).then(
      (doc) => active && setState(doc ? { kind: 'ready', doc } : { kind: 'not-found' }),
      (err: unknown) => active && setState({ kind: 'error', message: failure(err) }),
    );
    return () => {
      active = false;
    };
  }, [api, kind, reference, attempt]);

  if (!kind) {
    return (
      <div className="card pay-page-card" role="alert">
        <h2>Documento não reconhecido</h2>
        <p>Esta referência não corresponde a um documento que possa ser pago por esta página.</p>
        <Link className="button button-secondary" to="/">
          Voltar ao início
        </Link>
      </div>
    );
  }
  if (state.kind === 'loading') return <PageSpinner label="Procurando o documento..." />;
  if (state.kind === 'error') {
    return (
      <div className="alert alert-error" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
          Tentar novamente
        </button>
      </div>
    );
  }
  if (state.kind === 'not-found') {
    return (
      <div className="card pay-page-card" role="alert" data-testid="pay-not-found">
        <h2>Pagamento não encontrado</h2>
        <p>
          Nenhum documento seu usa esta referência. Ela pode ter sido substituída depois de uma edição: abra o
          documento na sua lista e use “Pagar agora”.
        </p>
        <div className="button-row">
          <Link className="button button-primary" to="/MeuCurriculo">
            Meu Currículo
          </Link>
          <Link className="button button-secondary" to="/MinhasDeclaracoes">
            Minhas Declarações
          </Link>
        </div>
      </div>
    );
  }

  const { doc } = state;
  const setDoc = (patch: Partial<PayableDocument>) =>
    setState((s) => (s.kind === 'ready' ? { kind: 'ready', doc: { ...s.doc, ...patch } } : s));
  const released = doc.paid || session.isAdmin;
  const amount = doc.amountCents?.(table) ?? table[doc.priceKey];

  async function ensureReference(): Promise<string | null> {
    if (doc.reference) return doc.reference;
    if (!doc.newReference) return null;
    const ref = await doc.newReference(api);
    setDoc({ reference: ref });
    return ref;
  }

  async function download() {
    if (!doc.download) return;
    setDownloading(true);
    try {
      await doc.download(api);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="pay-page-layout">
      <section className="card pay-page-summary" aria-labelledby="pay-doc-title" data-area={doc.area}>
        <p className="pay-page-kind">{doc.kindLabel}</p>
        <h2 id="pay-doc-title">{doc.title}</h2>
        {doc.details.length > 0 && (
          <ul className="pay-page-details">
            {doc.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <p className="pay-page-price">
          Valor: <strong>{formatPrice(amount)}</strong>
        </p>
        {doc.reference && <DocumentReference id={doc.reference} className="pay-page-ref" />}
        {released ? (
          <div className="pay-page-done" role="status">
            <p>
              <strong>
                {session.isAdmin && !doc.paid ? 'Admin: pagamento não exigido.' : 'Pagamento aprovado.'}
              </strong>{' '}
              O PDF está liberado.
            </p>
            <div className="button-row">
              {doc.download && (
                <button
                  type="button"
                  className="button button-primary"
                  disabled={downloading}
                  onClick={() => void download()}
                >
                  {downloading ? 'Gerando PDF...' : 'Baixar PDF'}
                </button>
              )}
              <Link className="button button-secondary" to={doc.next.to}>
                {doc.next.label}
              </Link>
            </div>
          </div>
        ) : (
          <Link className="pay-page-back" to={doc.back.to}>
            {doc.back.label}
          </Link>
        )}
      </section>
      {!session.isAdmin && (
        <PaymentPanel
          area={doc.area}
          reference={doc.reference}
          ensureReference={doc.reference ? undefined : ensureReference}
          amountCents={amount}
          extraPayBody={doc.extraPayBody}
          paid={doc.paid}
          missing={doc.missing}
          onPaid={() => setDoc({ paid: true })}
        />
      )}
    </div>
  );
}

/** `kinds`: what the page can pay, composed by the app (`app/payment-kinds.ts`). */
export function PagamentoMpPage({ kinds }: { kinds: readonly PaymentKind[] }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const reference = params.get('reference')?.trim() ?? '';
  const kind = reference ? paymentKindFor(reference, kinds) : null;

  let body: React.ReactNode;
  if (!reference) {
    body = (
      <div className="card pay-page-card" role="alert">
        <h2>Referência ausente</h2>
        <p>Abra o pagamento a partir do seu documento, em “Pagar agora”.</p>
        <div className="button-row">
          <Link className="button button-primary" to="/MeuCurriculo">
            Meu Currículo
          </Link>
          <Link className="button button-secondary" to="/">
            Voltar ao início
          </Link>
        </div>
      </div>
    );
  } else if (session.status === 'loading') body = <PageSpinner />;
  else if (kind?.requiresSignIn && session.status === 'signed-out')
    // In place, not a redirect: the address stays the payment's, and the login link comes back to it.
    body = (
      <div className="card pay-page-card" data-testid="pay-sign-in">
        <h2>Entre para pagar</h2>
        <p>
          Este pagamento é de um documento salvo na sua conta. Entre para ver o que está sendo pago e
          concluir.
        </p>
        <div className="button-row">
          <Link className="button button-primary" to={loginPathFor(location)}>
            Entrar
          </Link>
          <Link className="button button-secondary" to="/">
            Voltar ao início
          </Link>
        </div>
      </div>
    );
  else body = <Payment key={reference} reference={reference} kinds={kinds} />;

  return (
    <section className="page page-wide pay-page" aria-labelledby="page-title">
      <h1 id="page-title">Pagamento</h1>
      {body}
    </section>
  );
}
