// "Imóvel e Prazo" (spec part 2 §2, §5): the property's address (its CEP looked up 500 ms after typing), the
// term in months, the start day, month and year (two, two and four digits, padded when left), the due day
// (1–31), how dates are written and the nature of the lease.
import { MAX_PRAZO_MESES, type ReciboAluguelForm } from '@shared/documents/recibo-aluguel/schema';
import { SelectField, TextField } from '@/components/form/basic-fields';
import { CepField } from '@/components/form/cep-field';
import { usePatch } from '@/components/form/form-kit';
import { DigitsField } from '@/components/form/masked-fields';
import { StateCityField } from '@/components/form/place-fields';
import {
  completeDueDay,
  imovelAddressPatch,
  PLACE_IDS,
  padTwo,
  RECIBO_CEP_DEBOUNCE_MS,
} from '../recibo-fields';

const FORMATO_OPCOES = [
  { value: 'sim', label: 'Por extenso (10 de janeiro de 2026)' },
  { value: 'nao', label: 'Numérica (10/01/2026)' },
];
const NATUREZA_OPCOES = [
  { value: 'residencial', label: 'Residencial' },
  { value: 'comercial', label: 'Comercial' },
];

export function ImovelSection() {
  const patch = usePatch<ReciboAluguelForm>();
  return (
    <fieldset id="rec-imovel-section" className="decl-section">
      <legend>
        <h2 className="legend-heading">Imóvel e Prazo</h2>
      </legend>
      <div className="field-narrow">
        <CepField
          name="imovel_cep"
          label="CEP do imóvel"
          format="dotted"
          debounceMs={RECIBO_CEP_DEBOUNCE_MS}
          onAddress={(address) => patch(imovelAddressPatch(address))}
        />
      </div>
      <TextField name="imovel_endereco_rua" label="Rua / logradouro" required width="wide" maxLength={150} />
      <div className="field-row">
        <TextField name="imovel_endereco_numero" label="Número" required maxLength={12} />
        <TextField name="imovel_endereco_complemento" label="Complemento" maxLength={60} />
      </div>
      <TextField name="imovel_endereco_bairro" label="Bairro" maxLength={80} />
      <StateCityField
        className="decl-place"
        idPrefix={PLACE_IDS.imovel}
        required
        names={{ state: 'imovel_endereco_estado', city: 'imovel_endereco_cidade' }}
      />
      <div className="field-row">
        <DigitsField
          name="prazo_meses"
          label="Prazo (meses)"
          length={3}
          required
          hint={`Um recibo por mês, até ${MAX_PRAZO_MESES}.`}
        />
        <DigitsField
          name="dia_vencimento"
          label="Dia do vencimento"
          length={2}
          required
          complete={completeDueDay}
          hint="De 1 a 31; num mês mais curto, o último dia. Vence após o fim de cada mês de locação."
        />
      </div>
      <div className="field-row">
        <DigitsField
          name="data_inicio_dia"
          label="Início: dia"
          length={2}
          required
          placeholder="DD"
          complete={padTwo}
        />
        <DigitsField
          name="data_inicio_mes"
          label="Início: mês"
          length={2}
          required
          placeholder="MM"
          complete={padTwo}
        />
        <DigitsField name="data_inicio_ano" label="Início: ano" length={4} required placeholder="AAAA" />
      </div>
      <div className="field-row">
        <SelectField name="data_formato_extenso" label="Formato da data" options={FORMATO_OPCOES} required />
        <SelectField name="natureza_locacao" label="Natureza da locação" options={NATUREZA_OPCOES} required />
      </div>
    </fieldset>
  );
}
