// "Pagamento": the amount (its words shown as typed), what it pays for, how it was paid (a description for
// "outro", the PIX end-to-end id, optional, for PIX), the date and place of payment, and one or two copies.
import {
  FORMA_PAGAMENTO_TEXTO,
  FORMAS_PAGAMENTO,
  type ReciboPagamentoForm,
} from '@shared/documents/recibo-pagamento/schema';
import { calendarDateOf } from '@shared/format/dates';
import { useWatch } from 'react-hook-form';
import { RadioGroupField, SelectField, TextField } from '@/components/form/basic-fields';
import { MoneyField } from '@/components/form/money-field';
import { StateCityField } from '@/components/form/place-fields';
import { capitalise } from '@/lib/capitalise';
import { PLACE_ID_PREFIX } from '../recibo-fields';
import { ReferenteField } from './referente-field';

const FORMA_OPTIONS = FORMAS_PAGAMENTO.map((value) => ({
  value,
  label: value === 'outro' ? 'Outra' : capitalise(FORMA_PAGAMENTO_TEXTO[value]),
}));

const VIAS_OPTIONS = [
  { value: '1', label: '1 via' },
  { value: '2', label: '2 vias na mesma folha (pagador e recebedor), com linha de recorte' },
] as const;

/** Today in Brazil's time zone, as the date input's `max`. */
function todayIso(): string {
  const d = calendarDateOf(new Date());
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

export function PagamentoSection() {
  const forma = useWatch<ReciboPagamentoForm, 'forma_pagamento'>({ name: 'forma_pagamento' });
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">Pagamento</h2>
      </legend>
      <MoneyField name="valor" label="Valor pago" required holds="text" inWords maxDigits={15} />
      <ReferenteField />
      <div className="field-row">
        <SelectField
          name="forma_pagamento"
          label="Forma de pagamento"
          required
          options={FORMA_OPTIONS}
          clears={['forma_outro', 'pix_e2e_id']}
        />
        {forma === 'outro' && (
          <TextField
            name="forma_outro"
            label="Qual forma?"
            required
            maxLength={60}
            placeholder="ex.: permuta, vale-alimentação"
          />
        )}
      </div>
      {forma === 'pix' && (
        <TextField
          name="pix_e2e_id"
          label="ID da transação PIX (opcional)"
          width="wide"
          maxLength={32}
          transform={(typed) => typed.replace(/\s+/g, '')}
          hint="O código de 32 caracteres que começa por E, no comprovante do banco. Deixe em branco se não tiver."
        />
      )}
      <TextField name="data_pagamento" label="Data do pagamento" type="date" required max={todayIso()} />
      <StateCityField
        className="decl-place"
        idPrefix={PLACE_ID_PREFIX}
        required
        stateLabel="UF onde foi pago"
        cityLabel="Cidade onde foi pago"
        names={{ state: 'uf', city: 'cidade' }}
      />
      <p className="field-hint">Quantas vias imprimir:</p>
      <RadioGroupField name="vias" label="Vias" id="rpg-vias" options={VIAS_OPTIONS} />
    </fieldset>
  );
}
