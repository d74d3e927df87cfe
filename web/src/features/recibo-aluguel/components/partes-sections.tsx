// The parties of the receipts (spec part 2 §2): Locador(a) with name, RG, CPF, and the CEP ("Buscar CEP") that
// fills the state and city where the receipts are signed; Locatário(a) with name, RG and CPF.
import type { ReciboAluguelForm } from '@shared/documents/recibo-aluguel/schema';
import { TextField } from '@/components/form/basic-fields';
import { CepField } from '@/components/form/cep-field';
import { usePatch } from '@/components/form/form-kit';
import { CpfField } from '@/components/form/masked-fields';
import { StateCityField } from '@/components/form/place-fields';
import { locadorAddressPatch, PLACE_IDS, RECIBO_CEP_DEBOUNCE_MS } from '../recibo-fields';

function Pessoa({ who }: { who: 'locador' | 'locatario' }) {
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
