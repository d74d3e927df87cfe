// The notes above the resume form: a new payment is needed after an edit ("Pagar agora"), the resume is paid
// (editing will ask for a new payment), and the admin's exemption.
import { CURRICULO_EDIT_MESSAGES } from '@shared/documents/curriculo/rules';
import { Link } from 'react-router-dom';

export function paymentPath(reference: string): string {
  return `/PagamentoMP?reference=${encodeURIComponent(reference)}`;
}

export function RepaymentBanner({ reference }: { reference: string | null }) {
  return (
    <div className="cv-banner cv-banner-warning" role="alert" data-testid="cv-repayment-banner">
      <p>{CURRICULO_EDIT_MESSAGES.novoPagamento}</p>
      {reference && (
        <Link className="button button-primary button-small" to={paymentPath(reference)}>
          Pagar agora
        </Link>
      )}
    </div>
  );
}

export function PaidNotice({ until }: { until: string }) {
  return (
    <p className="notice cv-banner-info">
      Este currículo está pago e liberado até {until}. Ao alterar os dados, será necessário um novo pagamento
      para liberar o PDF. Para só baixar, use <Link to="/MeuCurriculo">Meu Currículo</Link>.
    </p>
  );
}

export function AdminNotice() {
  return (
    <p className="notice cv-banner-info">
      Modo administrador: suas edições não exigem novo pagamento e o PDF fica sempre disponível.
    </p>
  );
}
