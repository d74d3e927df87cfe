// Shown instead of the form when the server refuses edits for a non-admin (spec part 1 §2.5, §4.1): blocked
// by the administrator ("Edição bloqueada pelo administrador.") or five edits since the payment ("Limite de
// edições atingido..."). Both offer the embedded payment (renewal) or a way back.
import { Link } from 'react-router-dom';
import { PaymentPanel } from '@/components/payment/components/payment-panel';
import { usePriceTable } from '@/lib/price-table';

export interface LockedViewProps {
  message: string;
  reason: 'bloqueado' | 'limite';
  reference: string | null;
  ensureReference: (() => Promise<string | null>) | undefined;
  onPaid: () => void;
}

export function LockedView({ message, reason, reference, ensureReference, onPaid }: LockedViewProps) {
  const { table } = usePriceTable();
  return (
    <div className="cv-locked" data-testid="cv-locked" data-reason={reason}>
      <div className="cv-banner cv-banner-danger" role="alert">
        <p>{message}</p>
      </div>
      <p>
        {reason === 'bloqueado'
          ? 'Para voltar a usar este currículo, efetue o pagamento abaixo ou fale com o suporte.'
          : 'Renove o acesso com um novo pagamento para continuar editando e liberar o PDF.'}
      </p>
      {(reference || ensureReference) && (
        <PaymentPanel
          area="curriculo"
          reference={reference}
          ensureReference={ensureReference}
          amountCents={table.curriculo}
          paid={false}
          onPaid={onPaid}
          title={reason === 'bloqueado' ? 'Pagamento' : 'Renovar acesso'}
        />
      )}
      <div className="button-row">
        <Link className="button button-secondary" to="/MeuCurriculo">
          Voltar para Meu Currículo
        </Link>
        <Link className="button button-ghost" to="/">
          Voltar ao início
        </Link>
      </div>
    </div>
  );
}
