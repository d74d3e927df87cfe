// One document's page in the console: what it is and whose, the names on it with CPFs masked, its payments with
// "Consultar Mercado Pago", its timeline, and the actions (open in admin mode, block or unblock, ask for a new
// payment or release without one), each asking for a reason first.
import type { AdminDocumentResponse, AdminPaymentView } from '@shared/api/admin';
import { formatBRL } from '@shared/format/brl';
import { readableReference } from '@shared/format/reference';
import { paymentStatusLabel } from '@shared/payments/status-labels';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { useApi } from '@/lib/app-services';
import {
  adminFailureMessage,
  checkPayment,
  fetchAdminDocument,
  refundPayment,
  setBlocked,
  setPaymentState,
} from '../api/admin-api';
import { adminEditorPath, formatDateTime, paymentStateLabel } from './admin-format';
import { AuditLog } from './audit-log';
import { ReasonDialog } from './reason-dialog';

type Action = 'block' | 'unblock' | 'needs_repayment' | 'release';

const ACTIONS: Record<Action, { title: string; message: string; confirm: string; done: string }> = {
  block: {
    title: 'Bloquear documento',
    message: 'Bloqueado, o cliente não pode editar, pagar nem gerar o PDF até o desbloqueio.',
    confirm: 'Bloquear',
    done: 'Documento bloqueado.',
  },
  unblock: {
    title: 'Desbloquear documento',
    message: 'O cliente volta a poder editar, pagar e gerar o PDF conforme as regras do documento.',
    confirm: 'Desbloquear',
    done: 'Documento desbloqueado.',
  },
  needs_repayment: {
    title: 'Exigir novo pagamento',
    message: 'A liberação atual é retirada: o próximo PDF exige um novo pagamento do cliente.',
    confirm: 'Exigir novo pagamento',
    done: 'Novo pagamento exigido.',
  },
  release: {
    title: 'Liberar sem pagamento',
    message: 'O documento fica liberado para o cliente gerar o PDF sem pagar.',
    confirm: 'Liberar sem pagamento',
    done: 'Documento liberado sem pagamento.',
  },
};

const METHOD_LABEL: Record<string, string> = { pix: 'PIX', card: 'Cartão' };

export function DocumentPanel({ id }: { id: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['admin-document', id], queryFn: () => fetchAdminDocument(api, id) });
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(reason: string) {
    if (!action) return;
    setBusy(true);
    setActionError(null);
    try {
      if (action === 'block' || action === 'unblock') await setBlocked(api, id, action === 'block', reason);
      else await setPaymentState(api, id, action, reason);
      setNotice(ACTIONS[action].done);
      setAction(null);
      await queryClient.invalidateQueries({ queryKey: ['admin-document', id] });
    } catch (error) {
      setActionError(adminFailureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (query.isPending) return <PageSpinner label="Carregando o documento..." />;
  if (query.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{adminFailureMessage(query.error)}</p>
        <Link to="/Admin">Voltar à busca</Link>
      </div>
    );
  }
  const { document: doc, payments, timeline, audit, audit_cursor } = query.data;
  const editor = adminEditorPath(doc.kind, doc.reference);

  return (
    <article className="admin-document" aria-labelledby="admin-document-title">
      <p>
        <Link to="/Admin">← Voltar à busca</Link>
      </p>
      <h2 id="admin-document-title">
        {doc.kind_label} <span className="admin-ref">{readableReference(doc.reference)}</span>
      </h2>
      <p className="muted">
        Identificador completo: <code className="admin-ref">{doc.reference}</code>
      </p>
      <p role="status" aria-live="polite" className={notice ? 'notice' : 'visually-hidden'}>
        {notice}
      </p>
      <dl className="card admin-facts">
        <div>
          <dt>Cliente</dt>
          <dd>{doc.owner_email ?? 'Anônimo'}</dd>
        </div>
        <div>
          <dt>Criado em</dt>
          <dd>{formatDateTime(doc.created_at)}</dd>
        </div>
        <div>
          <dt>Pagamento</dt>
          <dd>{paymentStateLabel(doc.payment_state)}</dd>
        </div>
        <div>
          <dt>PDF</dt>
          <dd>{doc.pdf_generated ? 'Gerado' : 'Não gerado'}</dd>
        </div>
        <div>
          <dt>Bloqueado</dt>
          <dd>{doc.blocked ? 'Sim' : 'Não'}</dd>
        </div>
        {doc.summary.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="admin-actions-title">
        <h3 id="admin-actions-title">Ações</h3>
        <div className="button-row">
          {editor ? (
            <Link className="button button-secondary" to={editor}>
              Abrir em modo admin
            </Link>
          ) : (
            <p className="muted">Este tipo ainda não tem página de edição em modo admin.</p>
          )}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setAction(doc.blocked ? 'unblock' : 'block')}
          >
            {doc.blocked ? 'Desbloquear' : 'Bloquear'}
          </button>
          {doc.payment_state === 'paid' ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setAction('needs_repayment')}
            >
              Exigir novo pagamento
            </button>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => setAction('release')}>
              Liberar sem pagamento
            </button>
          )}
        </div>
      </section>

      <PaymentsSection id={doc.reference} payments={payments} />

      <section aria-labelledby="admin-timeline-title">
        <h3 id="admin-timeline-title">Histórico</h3>
        <ol className="admin-timeline">
          {timeline.map((entry) => (
            <li key={`${entry.at}-${entry.text}`}>
              <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time> {entry.text}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="admin-audit-title">
        <h3 id="admin-audit-title">Auditoria</h3>
        <AuditLog
          id={doc.reference}
          first={{ items: audit, cursor: audit_cursor }}
          caption="Ações de administradores neste documento, da mais recente à mais antiga"
        />
      </section>

      {action && (
        <ReasonDialog
          title={ACTIONS[action].title}
          message={ACTIONS[action].message}
          confirmLabel={ACTIONS[action].confirm}
          busy={busy}
          error={actionError}
          onConfirm={run}
          onCancel={() => {
            setAction(null);
            setActionError(null);
          }}
        />
      )}
    </article>
  );
}

function PaymentsSection({ id, payments }: { id: string; payments: AdminDocumentResponse['payments'] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<AdminPaymentView | null>(null);
  const [refundBusy, setRefundBusy] = useState(false);
  const [refundError, setRefundError] = useState<string | null>(null);

  async function refund(reason: string) {
    if (!refunding) return;
    setRefundBusy(true);
    setRefundError(null);
    try {
      const result = await refundPayment(api, id, refunding.payment_id, reason);
      setAnswer(
        `Reembolso de ${formatBRL(refunding.amount_cents)} feito: ${paymentStatusLabel(result.payment.status)}.`,
      );
      setRefunding(null);
      await queryClient.invalidateQueries({ queryKey: ['admin-document', id] });
    } catch (error) {
      setRefundError(adminFailureMessage(error));
    } finally {
      setRefundBusy(false);
    }
  }

  async function ask(payment: AdminPaymentView) {
    setChecking(payment.payment_id);
    setAnswer(null);
    try {
      const result = await checkPayment(api, id, payment.payment_id);
      setAnswer(
        result.provider_status
          ? `Mercado Pago: pagamento ${payment.payment_id}: ${paymentStatusLabel(result.provider_status)}.`
          : `Mercado Pago não respondeu; mostrando o status guardado (${paymentStatusLabel(result.payment.status)}).`,
      );
      await queryClient.invalidateQueries({ queryKey: ['admin-document', id] });
    } catch (error) {
      setAnswer(adminFailureMessage(error));
    } finally {
      setChecking(null);
    }
  }

  return (
    <section aria-labelledby="admin-payments-title">
      <h3 id="admin-payments-title">Pagamentos</h3>
      <p role="status" aria-live="polite" className={answer ? 'notice' : 'visually-hidden'}>
        {answer}
      </p>
      {payments.length === 0 ? (
        <p className="muted">Nenhum pagamento emitido.</p>
      ) : (
        <div className="table-wrap">
          <table className="doc-table">
            <caption className="visually-hidden">
              Pagamentos do documento, do mais novo ao mais antigo
            </caption>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Forma</th>
                <th scope="col">Valor</th>
                <th scope="col">Status guardado</th>
                <th scope="col">Criado em</th>
                <th scope="col">Mercado Pago</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.payment_id}>
                  <td>{payment.payment_id}</td>
                  <td>{METHOD_LABEL[payment.method] ?? payment.method}</td>
                  <td>{formatBRL(payment.amount_cents)}</td>
                  <td>
                    {paymentStatusLabel(payment.status)}
                    {payment.released ? ' (liberou o documento)' : ''}
                    {payment.refund_requested_at ? ' (reembolso pedido)' : ''}
                  </td>
                  <td>{formatDateTime(payment.created_at)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      disabled={checking !== null}
                      aria-label={`Consultar Mercado Pago sobre o pagamento ${payment.payment_id}`}
                      onClick={() => ask(payment)}
                    >
                      {checking === payment.payment_id ? 'Consultando...' : 'Consultar Mercado Pago'}
                    </button>
                    {payment.status === 'approved' && (
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={`Reembolsar o pagamento ${payment.payment_id}`}
                        onClick={() => setRefunding(payment)}
                      >
                        Reembolsar
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {refunding && (
        <ReasonDialog
          title="Reembolsar pagamento"
          message={`Devolver ${formatBRL(refunding.amount_cents)} ao cliente pelo Mercado Pago (pagamento ${refunding.payment_id})? Se este pagamento liberou o documento, o PDF deixa de estar disponível ao cliente.`}
          confirmLabel={`Reembolsar ${formatBRL(refunding.amount_cents)}`}
          busy={refundBusy}
          error={refundError}
          onConfirm={refund}
          onCancel={() => {
            setRefunding(null);
            setRefundError(null);
          }}
        />
      )}
    </section>
  );
}
