// Seller or buyer (spec part 2 §2; issue 39 item 3): a person (name, nationality, RG, CPF) or a company (legal
// name, CNPJ numeric or alphanumeric, representative), CEP with its lookup ("Buscando..." and an inline error, a
// red border on a malformed CEP or a failed lookup), street, number, neighbourhood, state and city.
import type { ContratoVeiculoForm } from '@shared/documents/contrato-veiculo/schema';
import { TextField } from '@/components/form/basic-fields';
import { CepField } from '@/components/form/cep-field';
import { usePatch } from '@/components/form/form-kit';
import { CpfField } from '@/components/form/masked-fields';
import { CompanyFields, PartyTypeField, useIsCompany } from '@/components/form/party-fields';
import { StateCityField } from '@/components/form/place-fields';
import { ConfirmedPartyLock } from '@/components/invitation/confirmed-party-lock';
import { addressPatch, type Party, placeIdPrefix } from '../contrato-veiculo-fields';

/** Wait after typing a CEP before looking it up (spec part 2 §9: contracts 450 to 500 ms). */
export const CEP_DEBOUNCE_MS = 500;

const TITLES: Record<Party, string> = { vendedor: 'Vendedor(a)', comprador: 'Comprador(a)' };

export function PartySection({ party }: { party: Party }) {
  const patch = usePatch<ContratoVeiculoForm>();
  const headingId = `cv-${party}-title`;
  const f = (suffix: string) => `${party}_${suffix}`;
  const company = useIsCompany(party);
  return (
    <fieldset className="decl-section" aria-labelledby={headingId}>
      <legend>
        <h2 id={headingId} className="legend-heading">
          {TITLES[party]}
        </h2>
      </legend>
      {/* Confirmed by the invited buyer: read-only for the owner (issue 44). */}
      <ConfirmedPartyLock party={party} who="o(a) comprador(a)">
        <PartyTypeField prefix={party} idPrefix="cv" />
        {company ? (
          <CompanyFields prefix={party} />
        ) : (
          <>
            <TextField name={f('nome')} label="Nome completo" required width="wide" maxLength={120} />
            <div className="field-row">
              <TextField name={f('nacionalidade')} label="Nacionalidade" maxLength={40} />
              <TextField name={f('rg')} label="RG" maxLength={20} />
            </div>
            <div className="field-narrow">
              <CpfField name={f('cpf')} label="CPF" required />
            </div>
          </>
        )}
        <div className="field-narrow">
          <CepField
            name={f('cep')}
            label="CEP"
            debounceMs={CEP_DEBOUNCE_MS}
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
      </ConfirmedPartyLock>
    </fieldset>
  );
}
