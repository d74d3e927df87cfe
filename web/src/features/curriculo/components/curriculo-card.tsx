// One resume on MeuCurriculo: name, desired position, dates, layout and status badge, with Editar, Visualizar,
// "Pagar agora" (the payment panel opens inside the card), "Baixar PDF", "Baixar versão paga" while an edit of
// the paid resume waits for its payment (issue 41 item 3), and Excluir.
import type { CurriculoListItem } from '@shared/api/curriculos';
import { RELEASE_WINDOW_MS, toMillis } from '@shared/documents/curriculo/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PaidVersionButton } from '@/components/paid-version-button';
import { PaymentPanel } from '@/components/payment/components/payment-panel';
import { useApi } from '@/lib/app-services';
import { formatCreated } from '@/lib/document-api';
import { usePriceTable } from '@/lib/price-table';
import { useSession } from '@/lib/session/session-provider';
import { newPaymentReference } from '../api/curriculo-api';
import { layoutLabel } from '../layout-info';
import { paymentPath } from './edit-banners';

export const STATUS_LABELS: Record<CurriculoListItem['display_status'], string> = {
  pendente: 'Pendente',
  liberado: 'Liberado',
  expirado: 'Expirado',
  bloqueado: 'Bloqueado',
};

/** The line under the badge: what the status means for the person. */
export function statusDetail(
  item: Pick<CurriculoListItem, 'display_status' | 'needs_repayment' | 'paidAt'>,
): string {
  switch (item.display_status) {
    case 'liberado': {
      const paidAt = toMillis(item.paidAt);
      if (paidAt === null) return 'PDF liberado';
      const until = new Date(paidAt + RELEASE_WINDOW_MS).toLocaleDateString('pt-BR', {
        timeZone: 'America/Sao_Paulo',
      });
      return `PDF liberado até ${until}`;
    }
    case 'expirado':
      return 'Os 30 dias de acesso terminaram: pague novamente para baixar.';
    case 'bloqueado':
      return 'Edição bloqueada pelo administrador.';
    case 'pendente':
      return item.needs_repayment
        ? 'Editado depois do pagamento: é necessário um novo pagamento.'
        : 'Aguardando pagamento para liberar o PDF.';
  }
}

export interface CurriculoCardProps {
  item: CurriculoListItem;
  pdfBusy: boolean;
  onPdf: () => void;
  onDelete: () => void;
  onPaid: () => void;
}

export function CurriculoCard({ item, pdfBusy, onPdf, onDelete, onPaid }: CurriculoCardProps) {
  const api = useApi();
  const session = useSession();
  const { table } = usePriceTable();
  const [payOpen, setPayOpen] = useState(false);
  // An expired resume's reference is already paid: the next payment needs a fresh one, asked once.
  const [freshRef, setFreshRef] = useState<string | null>(null);
  const released = item.display_status === 'liberado';
  const canPay = !released && !session.isAdmin;
  const reference = item.display_status === 'expirado' ? freshRef : (freshRef ?? item.activePaymentRef);
  const name = item.nome.trim() || 'Currículo sem nome';
  const titleId = `cv-card-${item.id}-title`;
  const editPath = `/CriarCurriculo?id=${encodeURIComponent(item.id)}`;

  async function ensureReference(): Promise<string | null> {
    if (reference) return reference;
    const ref = await newPaymentReference(api, item.id);
    setFreshRef(ref);
    return ref;
  }

  return (
    <article
      className="cv-card card"
      aria-labelledby={titleId}
      data-id={item.id}
      data-status={item.display_status}
    >
      <header className="cv-card-head">
        <div>
          <h2 id={titleId} className="cv-card-title">
            {name}
          </h2>
          <p className="cv-card-cargo">{item.cargo_desejado.trim() || 'Cargo desejado não informado'}</p>
        </div>
        <span className={`cv-status cv-status-${item.display_status}`}>
          {STATUS_LABELS[item.display_status]}
        </span>
      </header>
      <p className="cv-card-detail">{statusDetail(item)}</p>
      <dl className="cv-card-meta">
        <div>
          <dt>Criado</dt>
          <dd>{formatCreated(item.created_at)}</dd>
        </div>
        <div>
          <dt>Atualizado</dt>
          <dd>{formatCreated(item.updated_at)}</dd>
        </div>
        <div>
          <dt>Modelo</dt>
          <dd>{item.lastLayout ? layoutLabel(item.lastLayout) : 'Automático'}</dd>
        </div>
      </dl>
      <div className="cv-card-actions">
        <Link className="button button-secondary button-small" to={editPath} aria-label={`Editar ${name}`}>
          Editar
        </Link>
        <Link
          className="button button-secondary button-small"
          to={`${editPath}&etapa=previa`}
          aria-label={`Visualizar ${name}`}
        >
          Visualizar
        </Link>
        {canPay && (
          <button
            type="button"
            className="button button-primary button-small"
            aria-expanded={payOpen}
            aria-controls={`cv-card-${item.id}-pay`}
            onClick={() => setPayOpen((open) => !open)}
          >
            {payOpen ? 'Fechar pagamento' : 'Pagar agora'}
          </button>
        )}
        <button
          type="button"
          className={`button button-small ${released || session.isAdmin ? 'button-primary' : 'button-secondary'}`}
          disabled={pdfBusy}
          aria-label={`Baixar PDF de ${name}`}
          onClick={onPdf}
        >
          {pdfBusy ? 'Gerando...' : 'Baixar PDF'}
        </button>
        {item.paid_version_available && (
          <PaidVersionButton route="curriculo-pdf" query={{ id: item.id }} reference={name} />
        )}
        <button
          type="button"
          className="button button-ghost button-small cv-remove"
          aria-label={`Excluir ${name}`}
          onClick={onDelete}
        >
          Excluir
        </button>
      </div>
      {canPay && payOpen && (
        <div id={`cv-card-${item.id}-pay`} className="cv-card-pay">
          <PaymentPanel
            area="curriculo"
            reference={reference}
            ensureReference={ensureReference}
            amountCents={table.curriculo}
            paid={false}
            onPaid={onPaid}
            missing={item.payment_problems ?? []}
            title={`Pagamento: ${name}`}
          />
          {reference && (
            <p className="field-hint">
              Prefere outra tela? <Link to={paymentPath(reference)}>Abrir a página de pagamento</Link>.
            </p>
          )}
        </div>
      )}
    </article>
  );
}
