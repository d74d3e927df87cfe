// A person of the contract (lessor, lessee, guarantor): name, nationality, RG, CPF (masked; "Obrigatório" or
// "CPF inválido" once left), CEP with its lookup, street, number, district, state and city. The guarantor's
// section has its active toggle: its fields are hidden while it is off.
import { cpfFieldMessage } from '@shared/documents/contrato-locacao/schema';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckboxField, TextField } from '@/components/form/basic-fields';
import { CepField } from '@/components/form/cep-field';
import { usePatch } from '@/components/form/form-kit';
import { CpfField } from '@/components/form/masked-fields';
import { MoneyField } from '@/components/form/money-field';
import { StateCityField } from '@/components/form/place-fields';
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
    title: 'Fiador(a)',
    hint: 'Garante o pagamento do aluguel e dos encargos até a entrega das chaves. A lei admite uma só garantia por contrato.',
  },
};

/** The fields of one person, named `{party}_…`. */
export function PartyFields({ party }: { party: Party }) {
  const patch = usePatch();
  const f = (suffix: string) => `${party}_${suffix}`;
  return (
    <>
      <TextField name={f('nome')} label="Nome completo" required width="wide" maxLength={120} />
      <div className="field-row">
        <TextField name={f('nacionalidade')} label="Nacionalidade" maxLength={40} />
        <TextField name={f('rg')} label="RG" maxLength={20} />
      </div>
      <div className="field-row">
        <CpfField name={f('cpf')} label="CPF" required message={cpfFieldMessage} />
        <CepField
          name={f('cep')}
          label="CEP"
          debounceMs={CONTRATO_CEP_DEBOUNCE_MS}
          texts={CONTRATO_CEP_TEXTS}
          onAddress={(address) => patch(addressPatch(party, address))}
        />
      </div>
      <TextField name={f('endereco_rua')} label="Rua / logradouro" width="wide" maxLength={150} />
      <div className="field-row">
        <TextField name={f('endereco_numero')} label="Número" maxLength={12} />
        <TextField name={f('endereco_bairro')} label="Bairro" maxLength={80} />
      </div>
      <StateCityField
        className="decl-place"
        idPrefix={placeIdPrefix(party)}
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
      <PartyFields party={party} />
    </Section>
  );
}

/** The guarantor (fiança) with its toggle, and the cash deposit (caução), the other guarantee the text knows. */
export function GarantiaSection() {
  const fiador = useWatch({ name: 'fiador_ativo' }) === 'sim';
  const caucao = useWatch({ name: 'caucao_ativo' }) === 'sim';
  return (
    <Section party="fiador">
      <CheckboxField
        name="fiador_ativo"
        label="Contrato com fiador(a)"
        values={{ on: 'sim', off: 'nao' }}
        controls="ctr-fiador-fields"
      />
      <div id="ctr-fiador-fields" className="ctr-subsection" hidden={!fiador}>
        {fiador && <PartyFields party="fiador" />}
      </div>
      <CheckboxField
        name="caucao_ativo"
        label="Caução em dinheiro (em vez de fiador)"
        values={{ on: 'sim', off: 'nao' }}
        controls="ctr-caucao-fields"
      />
      <div id="ctr-caucao-fields" className="ctr-subsection" hidden={!caucao}>
        {caucao && (
          <MoneyField
            name="caucao_valor"
            holds="text"
            label="Valor da caução"
            required
            hint="No máximo três meses de aluguel (Lei 8.245/91, art. 38, § 2º)."
          />
        )}
      </div>
    </Section>
  );
}
