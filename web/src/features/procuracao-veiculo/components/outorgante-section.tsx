// "Dados do Outorgante (Dono)": the owner (a person with CPF, qualified and with RG, or a company with CNPJ and
// the person who represents it) and address; the CEP is looked up 550 ms after typing or when left at 8 digits,
// and fills street, district, state and city.
import { isCompanyDocument, type ProcuracaoVeiculoForm } from '@shared/documents/procuracao-veiculo/schema';
import { useWatch } from 'react-hook-form';
import { CEP_DEBOUNCE_MS } from '@/components/address/cep-check';
import type { CepLookupState } from '@/components/address/hooks/use-cep-lookup';
import { TextField } from '@/components/form/basic-fields';
import { CepField } from '@/components/form/cep-field';
import { usePatch } from '@/components/form/form-kit';
import { CNPJ_MASK, CPF_MASK, CpfField, MaskedField } from '@/components/form/masked-fields';
import { StateCityField } from '@/components/form/place-fields';
import { addressPatch, PLACE_ID_PREFIX } from '../procuracao-fields';
import { QualificationFields } from './qualification-fields';

/** Up to 11 digits a CPF, beyond that a CNPJ (numeric or alphanumeric). */
const CPF_OR_CNPJ = [CPF_MASK, CNPJ_MASK] as const;

export function OutorganteSection({
  onCepLookupState,
}: {
  onCepLookupState: (state: CepLookupState) => void;
}) {
  const patch = usePatch<ProcuracaoVeiculoForm>();
  const company = isCompanyDocument(useWatch<ProcuracaoVeiculoForm>({ name: 'cpf_cnpj_dono' }));
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">Dados do Outorgante (Dono)</h2>
      </legend>
      <TextField
        name="nome_completo_dono"
        label="Nome completo ou razão social"
        required
        width="wide"
        maxLength={150}
      />
      <div className="field-row">
        <MaskedField
          name="cpf_cnpj_dono"
          label="CPF ou CNPJ"
          required
          mask={CPF_OR_CNPJ}
          inputMode="text"
          placeholder="000.000.000-00"
        />
        {!company && <TextField name="rg_dono" label="RG" required maxLength={20} />}
      </div>
      {company ? (
        <fieldset className="proc-representante">
          <legend>
            <h3 className="legend-heading">Quem assina pela empresa</h3>
          </legend>
          <p className="field-hint">
            A procuração diz que a empresa é representada por esta pessoa, e é a firma dela que o cartório
            reconhece.
          </p>
          <TextField name="representante_nome" label="Nome completo" required width="wide" maxLength={150} />
          <div className="field-row">
            <CpfField name="representante_cpf" label="CPF" required />
            <TextField
              name="representante_cargo"
              label="Cargo"
              placeholder="sócio-administrador"
              required
              maxLength={60}
            />
          </div>
        </fieldset>
      ) : (
        <QualificationFields party="dono" />
      )}
      <div className="field-narrow">
        <CepField
          name="cep_endereco_dono"
          label="CEP"
          required
          debounceMs={CEP_DEBOUNCE_MS}
          onAddress={(address) => patch(addressPatch(address))}
          onLookupState={onCepLookupState}
        />
      </div>
      <TextField
        name="endereco_completo_dono"
        label="Rua / logradouro"
        required
        width="wide"
        maxLength={150}
      />
      <div className="field-row">
        <TextField name="numero_endereco_dono" label="Número" maxLength={12} />
        <TextField name="bairro_endereco_dono" label="Bairro" maxLength={80} />
      </div>
      <StateCityField
        className="decl-place"
        idPrefix={PLACE_ID_PREFIX}
        required
        names={{ state: 'estado_endereco_dono', city: 'cidade_endereco_dono' }}
      />
    </fieldset>
  );
}
