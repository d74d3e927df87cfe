// One person of the declaration (the holder or the dependent): name, CPF (masked; message after blur), RG
// and — once an RG is typed — its issuing state, CEP with lookup, street, number, district, state and city.
import {
  cpfFieldMessage,
  type DeclaracaoResidenciaForm,
} from '@shared/documents/declaracao-residencia/schema';
import { CEP_DEBOUNCE_MS } from '@/components/address/cep-check';
import type { CepLookupState } from '@/components/address/hooks/use-cep-lookup';
import { TextField } from '@/components/form/basic-fields';
import { CepField } from '@/components/form/cep-field';
import { usePatch } from '@/components/form/form-kit';
import { CpfField } from '@/components/form/masked-fields';
import { RgField, RgIssuerField, StateCityField } from '@/components/form/place-fields';
import { addressPatch, personField, type Who } from '../declaracao-fields';

export interface PersonSectionProps {
  who: Who;
  onCepLookupState: (state: CepLookupState) => void;
}

const TEXTS: Record<Who, { title: string; hint: string; cepRequired: boolean }> = {
  titular: {
    title: 'Dados do titular (declarante)',
    hint: 'Quem declara e assina: a pessoa responsável pelo endereço.',
    cepRequired: true,
  },
  dep: {
    title: 'Dados do dependente (morador)',
    hint: 'Quem mora no endereço do titular. O endereço do dependente é opcional.',
    cepRequired: false,
  },
};

export function PersonSection({ who, onCepLookupState }: PersonSectionProps) {
  const f = (suffix: Parameters<typeof personField>[1]) => personField(who, suffix);
  const patch = usePatch<DeclaracaoResidenciaForm>();
  const texts = TEXTS[who];
  const headingId = `decl-${who}-title`;
  const required = who === 'titular';
  const cpf = f('cpf') as 'titular_cpf' | 'dep_cpf';
  const rg = { rg: f('rg'), uf: f('rg_uf') };

  return (
    <fieldset className="decl-section" aria-describedby={`${headingId}-hint`}>
      <legend>
        <h2 id={headingId} className="legend-heading">
          {texts.title}
        </h2>
      </legend>
      <p id={`${headingId}-hint`} className="field-hint">
        {texts.hint}
      </p>

      <TextField name={f('nome')} label="Nome completo" required width="wide" maxLength={120} />

      <div className="field-row">
        <CpfField name={cpf} label="CPF" required message={(value) => cpfFieldMessage(cpf, value)} />
        <RgField names={rg} />
      </div>
      <RgIssuerField names={rg} />

      <div className="field-narrow">
        <CepField
          name={f('cep')}
          label={texts.cepRequired ? 'CEP' : 'CEP (opcional)'}
          required={texts.cepRequired}
          debounceMs={CEP_DEBOUNCE_MS}
          onAddress={(address) => patch(addressPatch(who, address))}
          onLookupState={onCepLookupState}
        />
      </div>

      <TextField name={f('rua')} label="Rua / logradouro" required={required} width="wide" maxLength={150} />
      <div className="field-row">
        <TextField name={f('numero')} label="Número" maxLength={12} />
        <TextField
          name={f('complemento')}
          label="Complemento"
          autoComplete="address-line2"
          placeholder="Apto, bloco, casa..."
          maxLength={60}
        />
      </div>
      <TextField name={f('bairro')} label="Bairro" maxLength={80} />

      <StateCityField
        className="decl-place"
        idPrefix={`decl-${who}`}
        required={required}
        names={{ state: f('estado'), city: f('cidade') }}
      />
    </fieldset>
  );
}
