// Where the work is done: the company (name, CNPJ — numeric or alphanumeric — and address), or, for a household
// employer, only the workplace address. The CEP is looked up 550 ms after typing or when left at 8 digits.
import type { DeclaracaoTrabalhoForm } from '@shared/documents/declaracao-trabalho/schema';
import { useWatch } from 'react-hook-form';
import { CEP_DEBOUNCE_MS } from '@/components/address/cep-check';
import type { CepLookupState } from '@/components/address/hooks/use-cep-lookup';
import { TextField } from '@/components/form/basic-fields';
import { CepField } from '@/components/form/cep-field';
import { usePatch } from '@/components/form/form-kit';
import { CnpjField } from '@/components/form/masked-fields';
import { StateCityField } from '@/components/form/place-fields';
import { addressPatch, PLACE_ID_PREFIX } from '../trabalho-fields';

export function EmpresaSection({ onCepLookupState }: { onCepLookupState: (state: CepLookupState) => void }) {
  const household = useWatch<DeclaracaoTrabalhoForm, 'empregador_pessoa_fisica'>({
    name: 'empregador_pessoa_fisica',
  });
  const patch = usePatch<DeclaracaoTrabalhoForm>();
  return (
    <fieldset id="trab-empresa-section" className="decl-section" aria-describedby="trab-empresa-hint">
      <legend>
        <h2 className="legend-heading">{household ? 'Local de trabalho' : 'Dados da empresa'}</h2>
      </legend>
      <p id="trab-empresa-hint" className="field-hint">
        {household
          ? 'Endereço onde o trabalho é feito (a residência do empregador, por exemplo).'
          : 'A empresa onde o trabalhador está empregado, com o endereço do local de trabalho.'}
      </p>
      {!household && (
        <div className="field-row">
          <TextField name="empresa_nome" label="Nome da empresa" required maxLength={150} />
          <CnpjField name="empresa_cnpj" label="CNPJ" required />
        </div>
      )}
      <div className="field-narrow">
        <CepField
          name="empresa_cep"
          label="CEP"
          required
          debounceMs={CEP_DEBOUNCE_MS}
          onAddress={(address) => patch(addressPatch(address))}
          onLookupState={onCepLookupState}
        />
      </div>
      <TextField name="empresa_rua" label="Rua / logradouro" required width="wide" maxLength={150} />
      <div className="field-row">
        <TextField name="empresa_numero" label="Número" maxLength={12} />
        <TextField name="empresa_bairro" label="Bairro" maxLength={80} />
      </div>
      <StateCityField
        className="decl-place"
        idPrefix={PLACE_ID_PREFIX}
        required
        names={{ state: 'empresa_estado', city: 'empresa_cidade' }}
      />
    </fieldset>
  );
}
