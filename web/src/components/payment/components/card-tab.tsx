// The "Cartão (1x)" tab: a single instalment; the card data goes from the browser to Mercado Pago's
// card-token API and only the token reaches our server. Pages may keep card disabled ("em breve").
import { useId, useState } from 'react';
import { type CardFields, cardFieldInput, EMPTY_CARD } from '../card-form';

export interface CardTabProps {
  enabled: boolean;
  /** The public key is configured (tokenisation possible). */
  available: boolean;
  busy: boolean;
  disabled: boolean;
  /** The message under the form ("Preencha todos os campos", "E-mail inválido", "Pagamento não autorizado"). */
  error: string | null;
  /** Local stand-in: show the test-card hint. */
  testEnvironment: boolean;
  /** "Pagar": the panel checks terms, e-mail and the card, then pays. */
  onPay: (card: CardFields) => void;
  /** Any edit clears the message under the form. */
  onEdit: () => void;
}

type FieldSpec = {
  name: keyof CardFields;
  label: string;
  inputMode?: 'numeric' | 'text';
  autoComplete: string;
  maxLength?: number;
  placeholder?: string;
};

const FIELDS: FieldSpec[] = [
  {
    name: 'number',
    label: 'Número do cartão',
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    maxLength: 19,
  },
  { name: 'holder', label: 'Nome impresso no cartão', autoComplete: 'cc-name', maxLength: 80 },
  {
    name: 'month',
    label: 'Mês (MM)',
    inputMode: 'numeric',
    autoComplete: 'cc-exp-month',
    maxLength: 2,
    placeholder: 'MM',
  },
  {
    name: 'year',
    label: 'Ano (AAAA)',
    inputMode: 'numeric',
    autoComplete: 'cc-exp-year',
    maxLength: 4,
    placeholder: 'AAAA',
  },
  { name: 'cvv', label: 'CVV', inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 },
  {
    name: 'cpf',
    label: 'CPF do titular do cartão',
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 14,
    placeholder: '000.000.000-00',
  },
];

export function CardTab({
  enabled,
  available,
  busy,
  disabled,
  error,
  testEnvironment,
  onPay,
  onEdit,
}: CardTabProps) {
  const prefix = useId();
  const errorId = `${prefix}-card-error`;
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);

  if (!enabled || !available) {
    return (
      <p className="notice card-soon">
        O pagamento com cartão será habilitado em breve. Por enquanto, use o PIX.
      </p>
    );
  }

  const shownError = error;

  return (
    <div className="card-tab">
      <p className="muted">
        Pagamento à vista, em 1 parcela. Os dados do cartão são enviados diretamente ao Mercado Pago e não
        passam pelos nossos servidores.
      </p>
      {testEnvironment && (
        <p className="payment-test-hint">
          <span className="badge badge-warning">Ambiente local de teste</span> Use o cartão 5031 4332 1540
          6351, validade futura, CVV 123 e o nome <strong>APRO</strong> (aprovado) ou <strong>OTHE</strong>{' '}
          (recusado).
        </p>
      )}
      <div className="card-fields">
        {FIELDS.map((f) => (
          <div key={f.name} className={`field card-field-${f.name}`}>
            <label htmlFor={`${prefix}-${f.name}`}>{f.label}</label>
            <input
              id={`${prefix}-${f.name}`}
              name={`card-${f.name}`}
              type="text"
              inputMode={f.inputMode ?? 'text'}
              autoComplete={f.autoComplete}
              maxLength={f.maxLength}
              placeholder={f.placeholder}
              value={card[f.name]}
              disabled={disabled}
              aria-describedby={shownError ? errorId : undefined}
              onChange={(e) => {
                onEdit();
                setCard((c) => ({ ...c, [f.name]: cardFieldInput(f.name, e.target.value) }));
              }}
            />
          </div>
        ))}
      </div>
      <button
        type="button"
        className="button button-primary button-block"
        disabled={busy || disabled}
        onClick={() => onPay(card)}
      >
        {busy ? 'Processando pagamento...' : 'Pagar com cartão (1x)'}
      </button>
      <p id={errorId} className="field-error card-error" role="alert">
        {shownError ?? ''}
      </p>
    </div>
  );
}
