// The parties of the receipts (spec part 2 §2; issue 38 item 4): Locador(a) and Locatário(a), each a person
// (name, RG, CPF) or a company (legal name, CNPJ, representative); the lessor's CEP ("Buscar CEP") fills the
// state and city where the receipts are signed.
import type { ReciboAluguelForm } from '@shared/documents/recibo-aluguel/schema';
import { TextField } from '@/components/form/basic-fields';
import { CepField } from '@/components/form/cep-field';
import { usePatch } from '@/components/form/form-kit';
import { CpfField } from '@/components/form/masked-fields';
import { CompanyFields, PartyTypeField, useIsCompany } from '@/components/form/party-fields';
import { StateCityField } from '@/components/form/place-fields';
import { locadorAddressPatch, PLACE_IDS, RECIBO_CEP_DEBOUNCE_MS } from '../recibo-fields';

function Pessoa({ who }: { who: 'locador' | 'locatario' }) {
  const company = useIsCompany(who);
  return (
    <>
      <PartyTypeField prefix={who} idPrefix="rec" />
      {company ? <CompanyFields prefix={who} /> : <PersonFields who={who} />}
    </>
  );
}

function PersonFields({ who }: { who: 'locador' | 'locatario' }) {
  return (
    <>
      <TextField name={`${who}_nome`} label="Nome completo" required width="wide" maxLength={120} />
      <div className="field-row">
        <TextField name={`${who}_rg`} label="RG" required maxLength={20} />
        <CpfField name={`${who}_cpf`} label="CPF" required />
      </div>
    </>
  );
}

export function LocadorSection() {
  const patch = usePatch<ReciboAluguelForm>();
  return (
    <fieldset id="rec-locador-section" className="decl-section">
      <legend>
        <h2 className="legend-heading">Locador(a)</h2>
      </legend>
      <Pessoa who="locador" />
      <div className="field-narrow">
        <CepField
          name="locador_cep"
          label="CEP"
          format="dotted"
          withButton
          debounceMs={RECIBO_CEP_DEBOUNCE_MS}
          onAddress={(address) => patch(locadorAddressPatch(address))}
        />
      </div>
      <StateCityField
        className="decl-place"
        idPrefix={PLACE_IDS.locador}
        required
        names={{ state: 'locador_endereco_estado', city: 'locador_endereco_cidade' }}
      />
    </fieldset>
  );
}

export function LocatarioSection() {
  return (
    <fieldset id="rec-locatario-section" className="decl-section">
      <legend>
        <h2 className="legend-heading">Locatário(a)</h2>
      </legend>
      <Pessoa who="locatario" />
    </fieldset>
  );
}
