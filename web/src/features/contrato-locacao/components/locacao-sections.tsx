// The property and the lease (spec part 2 §3 "Rental contract"): nature, inspection term, address with
// complement and CEP, utility registrations and IPTU; the term, start date, rent with its words, due day and
// readjustment index; the signing date, its format and the forum (always the property's city and state); and
// the rent receipts tick box with its price and the receipts' own missing fields.
import {
  ART_46_MESES,
  type ContratoLocacaoForm,
  guaranteeOf,
  INDICES_REAJUSTE,
  MAX_MULTA_ATRASO,
  VENIA_CONJUGAL_MESES,
} from '@shared/documents/contrato-locacao/schema';
import { formatPrice } from '@shared/prices/prices';
import { useWatch } from 'react-hook-form';
import {
  CheckboxField,
  RadioGroupField,
  SelectField,
  TextField,
  TextInput,
} from '@/components/form/basic-fields';
import { CepField } from '@/components/form/cep-field';
import { usePatch } from '@/components/form/form-kit';
import { DigitsField } from '@/components/form/masked-fields';
import { MoneyField } from '@/components/form/money-field';
import { StateCityField } from '@/components/form/place-fields';
import {
  addressPatch,
  CONTRATO_CEP_DEBOUNCE_MS,
  CONTRATO_CEP_TEXTS,
  completeDueDay,
  placeIdPrefix,
  receiptsMissingMessage,
} from '../contrato-fields';
import { DateParts, RentWordsField } from './contrato-inputs';

function SectionFrame({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="decl-section" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>
        <h2 id={id} className="legend-heading">
          {title}
        </h2>
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}

export function ImovelSection() {
  const patch = usePatch<ContratoLocacaoForm>();
  const iptuTenant = useWatch({ name: 'iptu_cobranca' }) !== 'incluso';
  const condominio = useWatch({ name: 'imovel_condominio' }) === 'sim';
  return (
    <SectionFrame
      id="ctr-imovel-title"
      title="Imóvel"
      hint="O imóvel alugado; o foro do contrato é o da sua cidade."
    >
      <RadioGroupField
        id="ctr-natureza_locacao"
        name="natureza_locacao"
        label="Natureza da locação"
        options={[
          { value: 'residencial', label: 'Residencial' },
          { value: 'comercial', label: 'Comercial' },
        ]}
      />
      <CheckboxField
        name="possui_termo_vistoria"
        label="Há termo de vistoria assinado pelas partes"
        values={{ on: 'sim', off: 'nao' }}
      />
      <div className="field-narrow">
        <CepField
          name="imovel_cep"
          label="CEP do imóvel"
          debounceMs={CONTRATO_CEP_DEBOUNCE_MS}
          texts={CONTRATO_CEP_TEXTS}
          onAddress={(address) => patch(addressPatch('imovel', address))}
        />
      </div>
      <TextField name="imovel_endereco_rua" label="Rua / logradouro" required width="wide" maxLength={150} />
      <div className="field-row">
        <TextField name="imovel_endereco_numero" label="Número" maxLength={12} />
        <TextField name="imovel_endereco_complemento" label="Complemento" maxLength={60} />
      </div>
      <TextField name="imovel_endereco_bairro" label="Bairro" maxLength={80} />
      <StateCityField
        className="decl-place"
        idPrefix={placeIdPrefix('imovel')}
        required
        names={{ state: 'imovel_endereco_estado', city: 'imovel_endereco_cidade' }}
      />
      <div className="field-row">
        <TextField
          name="imovel_inscricao"
          label="Inscrição imobiliária (IPTU)"
          maxLength={40}
          hint="Opcional; impressa quando preenchida."
        />
        <TextField
          name="imovel_cib"
          label="CIB (Cadastro Imobiliário Brasileiro)"
          maxLength={20}
          hint="Opcional (LC 214/2025)."
        />
      </div>
      <div className="field-row">
        <TextField name="matricula_energia" label="Matrícula de energia elétrica" maxLength={30} />
        <TextField name="matricula_saneamento" label="Matrícula de água e esgoto" maxLength={30} />
      </div>
      <SelectField
        name="iptu_cobranca"
        label="IPTU"
        options={[
          { value: 'locatario', label: 'Pago pelo(a) locatário(a)' },
          { value: 'incluso', label: 'Incluso no aluguel' },
        ]}
      />
      {iptuTenant && (
        <CheckboxField
          name="encargo_iptu"
          label="O IPTU é pago ao(à) locador(a) junto com o aluguel (linha no recibo)"
          values={{ on: 'sim', off: 'nao' }}
        />
      )}
      <CheckboxField
        name="imovel_condominio"
        label="O imóvel fica em condomínio"
        values={{ on: 'sim', off: 'nao' }}
        controls="ctr-condominio-fields"
      />
      <div id="ctr-condominio-fields" className="ctr-subsection" hidden={!condominio}>
        {condominio && (
          <>
            <p className="field-hint">
              Despesas ordinárias ficam com o(a) locatário(a) (art. 23, XII); as extraordinárias, com o(a)
              locador(a) (art. 22, X).
            </p>
            <CheckboxField
              name="encargo_condominio"
              label="O condomínio é pago ao(à) locador(a) junto com o aluguel (linha no recibo)"
              values={{ on: 'sim', off: 'nao' }}
            />
          </>
        )}
      </div>
    </SectionFrame>
  );
}

/** What the term means for renewal and consent (arts. 3, 46, 47, 56), said under the term as it is typed. */
function termNote(form: ContratoLocacaoForm): string | null {
  const months = Number(form.prazo_meses);
  if (!/^\d+$/.test(form.prazo_meses.trim()) || months < 1) return null;
  const notes: string[] = [];
  if (form.natureza_locacao === 'comercial')
    notes.push('Locação comercial: termina no fim do prazo (art. 56).');
  else if (months >= ART_46_MESES)
    notes.push('30 meses ou mais: termina no fim do prazo, sem aviso (art. 46).');
  else
    notes.push(
      'Menos de 30 meses: prorroga-se automaticamente e o(a) locador(a) só retoma o imóvel nos casos do art. 47.',
    );
  if (months >= VENIA_CONJUGAL_MESES)
    notes.push(
      'Prazo de 10 anos ou mais: o(a) cônjuge do(a) locador(a) casado(a) precisa assinar (art. 3º).',
    );
  return notes.join(' ');
}

export function PrazoValoresSection() {
  const form = useWatch() as ContratoLocacaoForm;
  const semGarantia = guaranteeOf(form) === 'nenhuma';
  const note = termNote(form);
  return (
    <SectionFrame id="ctr-valores-title" title="Prazo e valores">
      <div className="field-row">
        <DigitsField name="prazo_meses" label="Prazo (meses)" length={3} required hint="Padrão: 12 meses." />
        <DigitsField
          name="dia_vencimento"
          label="Dia do vencimento"
          length={2}
          hint="De 1 a 31 (padrão 10); vence no primeiro dia escolhido a partir do fim de cada mês de locação."
          complete={completeDueDay}
        />
      </div>
      {note && (
        <p className="field-hint" role="status">
          {note}
        </p>
      )}
      <DateParts
        legend="Início da locação"
        names={{ dia: 'data_inicio_dia', mes: 'data_inicio_mes', ano: 'data_inicio_ano' }}
      />
      <MoneyField name="aluguel_valor" label="Valor do aluguel" required holds="text" />
      <RentWordsField />
      {semGarantia ? (
        <CheckboxField
          name="aluguel_antecipado"
          label="Aluguel pago antecipadamente (permitido só em locação sem garantia, art. 42)"
          values={{ on: 'sim', off: 'nao' }}
        />
      ) : (
        <p className="field-hint">
          Com garantia, o aluguel é pago depois de vencido o mês; cobrar adiantado é proibido (Lei 8.245/91,
          arts. 42 e 43, III).
        </p>
      )}
      <div className="field-row">
        <SelectField
          name="indice_reajuste"
          label="Índice de reajuste anual"
          options={INDICES_REAJUSTE.map((value) => ({ value, label: value }))}
        />
        <DigitsField
          name="multa_atraso"
          label="Multa por atraso (%)"
          length={2}
          hint={`De 1% a ${MAX_MULTA_ATRASO}%; juros pela taxa legal e correção pelo IPCA (Lei 14.905/2024).`}
        />
      </div>
    </SectionFrame>
  );
}

export function AssinaturaSection() {
  const cidade = String(useWatch({ name: 'imovel_endereco_cidade' }) ?? '');
  const estado = String(useWatch({ name: 'imovel_endereco_estado' }) ?? '');
  return (
    <SectionFrame id="ctr-assinatura-title" title="Assinatura e foro">
      <DateParts
        legend="Data da assinatura"
        names={{ dia: 'data_ass_dia', mes: 'data_ass_mes', ano: 'data_ass_ano' }}
      />
      <SelectField
        name="data_formato_extenso"
        label="Formato das datas"
        options={[
          { value: 'sim', label: 'Por extenso (5 de março de 2026)' },
          { value: 'nao', label: 'Numérico (05/03/2026)' },
        ]}
      />
      <div className="field-row">
        <TextInput
          id="ctr-cidade_foro"
          label="Cidade do foro"
          value={cidade}
          onChange={() => undefined}
          readOnly
          hint="A do imóvel."
        />
        <TextInput
          id="ctr-estado_foro"
          label="UF do foro"
          value={estado}
          onChange={() => undefined}
          readOnly
        />
      </div>
    </SectionFrame>
  );
}

export interface RecibosSectionProps {
  /** The contract's price and the receipts' surcharge, as mp-config answers them (centavos). */
  prices: { contrato: number; recibos: number };
  total: number;
}

export function RecibosSection({ prices, total }: RecibosSectionProps) {
  const form = useWatch() as ContratoLocacaoForm;
  const ticked = form.gerar_recibos === 'sim';
  const missing = receiptsMissingMessage(form);
  const surcharge = prices.recibos > 0 ? `+ ${formatPrice(prices.recibos)}` : 'sem custo adicional';
  return (
    <SectionFrame id="ctr-recibos-title" title="Recibos de aluguel">
      <CheckboxField
        name="gerar_recibos"
        label={`Gerar os recibos de aluguel com o contrato (um por mês do prazo, 3 por página): ${surcharge}`}
        values={{ on: 'sim', off: 'nao' }}
      />
      <p className="ctr-total" aria-live="polite">
        Total: <strong>{formatPrice(total)}</strong>
        {ticked && prices.recibos > 0
          ? ` (contrato ${formatPrice(prices.contrato)} + recibos ${formatPrice(prices.recibos)})`
          : ''}
      </p>
      {missing && (
        <p className="field-error" role="status">
          {missing}
        </p>
      )}
    </SectionFrame>
  );
}
