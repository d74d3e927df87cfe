// "Referente a": what the payment discharges, a few lines long, with the characters left said as they are typed.
import { MAX_REFERENTE } from '@shared/documents/recibo-pagamento/schema';
import { overLimitMessage } from '@/components/form/basic-fields';
import { FieldShell, useFormField } from '@/components/form/form-kit';

export function ReferenteField() {
  const field = useFormField<string>('referente');
  const value = field.value ?? '';
  const counterId = `${field.id}-contador`;
  return (
    <FieldShell
      id={field.id}
      label="Referente a (o que este pagamento quita)"
      required
      hint='Ex.: "serviço de pintura da fachada, conforme orçamento de 02/03/2026" ou "parcela 2 de 5 da venda do sofá".'
      error={field.error ?? overLimitMessage(value, MAX_REFERENTE)}
      width="wide"
    >
      {(aria) => (
        <>
          <textarea
            {...aria}
            aria-describedby={[aria['aria-describedby'], counterId].filter(Boolean).join(' ')}
            ref={field.ref as (element: HTMLTextAreaElement | null) => void}
            name="referente"
            rows={3}
            value={value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          />
          <p id={counterId} className="field-hint" aria-live="polite">
            {value.length}/{MAX_REFERENTE} caracteres
          </p>
        </>
      )}
    </FieldShell>
  );
}
