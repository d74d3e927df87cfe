// A party of the contract (lessor, lessee, guarantor; issue 38 items 2-4): person or company; a person with
// name, nationality, marital status, profession, identity document, CPF; a company with legal name, CNPJ and
// representative; then the CEP with its lookup, street, number, district, state and city. The guarantee section
// offers every guarantee of Lei 8.245/91 art. 37 (one per contract) with its own fields, and asks a married
// guarantor's spouse for the consent (CC art. 1.647 III).
import {
  type ContratoLocacaoField,
  contractCpfMessage,
  GARANTIAS,
  type Garantia,
  guaranteeOf,
} from '@shared/documents/contrato-locacao/schema';
import { hasSpouse } from '@shared/documents/parties';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '@/components/form/basic-fields';
import { CepField } from '@/components/form/cep-field';
import { usePatch } from '@/components/form/form-kit';
import { CnpjField, CpfField } from '@/components/form/masked-fields';
import { MoneyField } from '@/components/form/money-field';
import {
  CompanyFields,
  PartyTypeField,
  QualificationFields,
  useIsCompany,
} from '@/components/form/party-fields';
import { StateCityField } from '@/components/form/place-fields';
import { ConfirmedPartyLock } from '@/components/invitation/confirmed-party-lock';
import {
  addressPatch,
  CONTRATO_CEP_DEBOUNCE_MS,
  CONTRATO_CEP_TEXTS,
  type Party,
  placeIdPrefix,
} from '../contrato-fields';

const TEXTS: Record<Party, { title: string; hint: string }> = {
  locador: {
    title: 'Locador(a)',
    hint: 'Quem dá o imóvel em locação (o proprietário ou quem o administra).',
  },
  locatario: { title: 'Locatário(a)', hint: 'Quem recebe o imóvel e paga o aluguel.' },
  fiador: {
    title: 'Garantia',
    hint: 'A lei admite uma só garantia por contrato (Lei 8.245/91, art. 37, parágrafo único).',
  },
};

/** The fields of one person or company, named `{party}_…`. */
export function PartyFields({ party }: { party: Party }) {
  const patch = usePatch();
  const company = useIsCompany(party);
  const f = (suffix: string) => `${party}_${suffix}`;
  return (
    <>
      <PartyTypeField prefix={party} idPrefix="ctr" />
      {company ? (
        <CompanyFields prefix={party} />
      ) : (
        <>
          <TextField name={f('nome')} label="Nome completo" required width="wide" maxLength={120} />
          <QualificationFields prefix={party} />
          <CpfField
            name={f('cpf')}
            label="CPF"
            required
            message={(value) => contractCpfMessage(f('cpf') as ContratoLocacaoField, value)}
          />
        </>
      )}
      <div className="field-narrow">
        <CepField
          name={f('cep')}
          label={company ? 'CEP da sede' : 'CEP'}
          debounceMs={CONTRATO_CEP_DEBOUNCE_MS}
          texts={CONTRATO_CEP_TEXTS}
          onAddress={(address) => patch(addressPatch(party, address))}
        />
      </div>
      <TextField name={f('endereco_rua')} label="Rua / logradouro" required width="wide" maxLength={150} />
      <div className="field-row">
        <TextField name={f('endereco_numero')} label="Número" maxLength={12} />
        <TextField name={f('endereco_bairro')} label="Bairro" maxLength={80} />
      </div>
      <StateCityField
        className="decl-place"
        idPrefix={placeIdPrefix(party)}
        required
        names={{ state: f('endereco_estado'), city: f('endereco_cidade') }}
      />
    </>
  );
}

function Section({ party, children }: { party: Party; children: ReactNode }) {
  const headingId = `ctr-${party}-title`;
  return (
    <fieldset className="decl-section" aria-describedby={`${headingId}-hint`}>
      <legend>
        <h2 id={headingId} className="legend-heading">
          {TEXTS[party].title}
        </h2>
      </legend>
      <p id={`${headingId}-hint`} className="field-hint">
        {TEXTS[party].hint}
      </p>
      {children}
    </fieldset>
  );
}

export function PartySection({ party }: { party: 'locador' | 'locatario' }) {
  return (
    <Section party={party}>
      {/* Confirmed by the invited tenant: read-only for the owner (issue 44). */}
      <ConfirmedPartyLock party={party} who="o(a) locatário(a)">
        <PartyFields party={party} />
      </ConfirmedPartyLock>
    </Section>
  );
}

/** The guarantor's own fields, for the guarantor invited to fill them in (the guarantee is the owner's choice). */
export function FiadorSection() {
  return (
    <fieldset className="decl-section" aria-labelledby="ctr-fiador-title">
      <legend>
        <h2 id="ctr-fiador-title" className="legend-heading">
          Fiador(a)
        </h2>
      </legend>
      <PartyFields party="fiador" />
    </fieldset>
  );
}

/** The guarantor's spouse's own fields, for the spouse invited to fill them in. */
export function FiadorConjugeSection() {
  return (
    <fieldset className="decl-section" aria-labelledby="ctr-fiador_conjuge-title">
      <legend>
        <h2 id="ctr-fiador_conjuge-title" className="legend-heading">
          Cônjuge ou companheiro(a) do(a) fiador(a)
        </h2>
      </legend>
      <SpouseFields />
    </fieldset>
  );
}

const GARANTIA_LABELS: Record<Garantia, string> = {
  fianca: 'Fiador(a)',
  caucao: 'Caução em dinheiro (até 3 aluguéis)',
  seguro: 'Seguro-fiança',
  cessao_quotas: 'Cessão fiduciária de quotas de fundo de investimento',
  nenhuma: 'Sem garantia',
};

/** The guarantor's spouse or partner, whose consent the guarantee needs (CC art. 1.647 III; Súmula 332 STJ). */
function SpouseFields() {
  const form = useWatch();
  if (!hasSpouse(form, 'fiador')) return null;
  return (
    <ConfirmedPartyLock party="fiador_conjuge" who="o(a) cônjuge do(a) fiador(a)">
      <div className="ctr-subsection">
        <p className="decl-warning" role="note">
          Fiador(a) casado(a) ou em união estável: o(a) cônjuge ou companheiro(a) precisa assinar autorizando
          a fiança; sem essa assinatura a fiança pode ser anulada (Código Civil, art. 1.647, III; Súmula 332
          do STJ).
        </p>
        <TextField
          name="fiador_conjuge_nome"
          label="Nome do(a) cônjuge ou companheiro(a)"
          required
          width="wide"
          maxLength={120}
        />
        <CpfField
          name="fiador_conjuge_cpf"
          label="CPF do(a) cônjuge ou companheiro(a)"
          required
          message={(value) => contractCpfMessage('fiador_conjuge_cpf', value)}
        />
      </div>
    </ConfirmedPartyLock>
  );
}

/** One guarantee of art. 37 (or none), its fields below the choice; "nenhuma" is what allows rent in advance. */
export function GarantiaSection() {
  const { setValue } = useFormContext();
  const form = useWatch();
  const garantia = guaranteeOf(form as Parameters<typeof guaranteeOf>[0]);
  const choose = (value: Garantia) => {
    const opts = { shouldDirty: true } as const;
    setValue('garantia_tipo', value, opts);
    // The older ticks follow the choice, so a record read by either means the same guarantee.
    setValue('fiador_ativo', value === 'fianca' ? 'sim' : 'nao', opts);
    setValue('caucao_ativo', value === 'caucao' ? 'sim' : 'nao', opts);
    if (value !== 'nenhuma' && form.aluguel_antecipado === 'sim') setValue('aluguel_antecipado', 'nao', opts);
  };
  return (
    <Section party="fiador">
      <div className="choice-list" role="radiogroup" aria-label="Garantia da locação" id="ctr-garantia_tipo">
        {GARANTIAS.map((value) => (
          <div key={value} className="check-field choice">
            <input
              id={`ctr-garantia_tipo-${value}`}
              type="radio"
              name="garantia_tipo"
              value={value}
              checked={garantia === value}
              onChange={() => choose(value)}
            />
            <label htmlFor={`ctr-garantia_tipo-${value}`}>{GARANTIA_LABELS[value]}</label>
          </div>
        ))}
      </div>
      {garantia === 'fianca' && (
        <div id="ctr-fiador-fields" className="ctr-subsection">
          <ConfirmedPartyLock party="fiador" who="o(a) fiador(a)">
            <PartyFields party="fiador" />
          </ConfirmedPartyLock>
          <SpouseFields />
        </div>
      )}
      {garantia === 'caucao' && (
        <div id="ctr-caucao-fields" className="ctr-subsection">
          <MoneyField
            name="caucao_valor"
            holds="text"
            label="Valor da caução"
            required
            hint="No máximo três meses de aluguel (Lei 8.245/91, art. 38, § 2º)."
          />
        </div>
      )}
      {garantia === 'seguro' && (
        <div id="ctr-seguro-fields" className="ctr-subsection">
          <TextField name="seguro_seguradora" label="Seguradora" required width="wide" maxLength={120} />
          <TextField name="seguro_apolice" label="Número da apólice" required maxLength={40} />
        </div>
      )}
      {garantia === 'cessao_quotas' && (
        <div id="ctr-cessao-fields" className="ctr-subsection">
          <TextField
            name="cessao_fundo_nome"
            label="Fundo de investimento"
            required
            width="wide"
            maxLength={150}
          />
          <div className="field-row">
            <CnpjField name="cessao_fundo_cnpj" label="CNPJ do fundo" />
            <TextField
              name="cessao_quotas"
              label="Quotas cedidas"
              maxLength={60}
              placeholder="1.000 quotas"
            />
          </div>
        </div>
      )}
      {garantia === 'nenhuma' && (
        <p className="field-hint">
          Sem garantia, o contrato pode prever o aluguel pago antecipadamente (Lei 8.245/91, art. 42), em
          "Prazo e valores".
        </p>
      )}
    </Section>
  );
}
