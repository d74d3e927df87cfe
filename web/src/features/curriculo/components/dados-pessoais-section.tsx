// "Dados Pessoais" (spec part 1 §3.2, §5.1): name and e-mail (required), photo, desired position, sex, phone,
// parents, birth date with the age beside it (read-only), nationality, marital status, address with CEP lookup,
// state and city, and the birthplace when "Incluir naturalidade" is ticked.
import { ESTADOS_CIVIS, NACIONALIDADE_LABELS, SEXOS } from '@shared/documents/curriculo/options';
import { idade } from '@shared/documents/curriculo/rules';
import { CURRICULO_LIMITS, type CurriculoForm } from '@shared/documents/curriculo/schema';
import { CheckboxField, SelectField, TextField } from '@/components/form/basic-fields';
import { CepField } from '@/components/form/cep-field';
import { PhoneField } from '@/components/form/masked-fields';
import { StateCityField } from '@/components/form/place-fields';
import { cepAddressPatch, fieldElementId as id } from '../curriculo-form';
import { SectionCard } from './form-controls';
import { PhotoField } from './photo-field';

/** Wait after typing a CEP before looking it up. */
export const CEP_DEBOUNCE_MS = 500;

/** A section: its simple fields are bound to the form by name; lists, toggles and the photo edit by patch. */
export interface SectionProps {
  form: CurriculoForm;
  onChange: (patch: Partial<CurriculoForm>) => void;
}

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function DadosPessoaisSection({ form, onChange, fotoUrl }: SectionProps & { fotoUrl: string | null }) {
  const age = idade(form.data_nascimento);
  const L = CURRICULO_LIMITS;

  return (
    <SectionCard id="cv-sec-pessoais" title="Dados Pessoais">
      <TextField
        name="nome"
        label="Nome completo"
        required
        width="wide"
        autoComplete="name"
        maxLength={120}
      />
      <div className="field-row">
        <TextField
          name="email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
        />
        <PhoneField name="telefone" label="Telefone" />
      </div>

      <PhotoField
        fotoKey={form.foto_key}
        fotoNome={form.foto_nome}
        storedUrl={fotoUrl}
        onChange={(patch) => onChange(patch)}
      />

      <TextField
        name="cargo_desejado"
        label="Cargo desejado"
        width="wide"
        maxLength={L.cargo_desejado}
        placeholder="Ex.: Assistente Administrativo"
        hint={`Até ${L.cargo_desejado} caracteres.`}
      />
      <CheckboxField
        name="mostrar_candidato_cargo"
        label="Mostrar o cargo desejado no currículo (Objetivo)"
      />

      <div className="field-row">
        <SelectField name="sexo" label="Sexo" options={SEXOS} keepUnknown />
        <SelectField name="estado_civil" label="Estado civil" options={ESTADOS_CIVIS} keepUnknown />
      </div>

      <div className="field-row">
        <TextField name="data_nascimento" label="Data de nascimento" type="date" max={todayIso()} />
        <div className="field">
          <label htmlFor={id('idade')}>Idade</label>
          <input
            id={id('idade')}
            type="text"
            readOnly
            tabIndex={-1}
            className="cv-readonly"
            value={age === null ? '' : `${age} ${age === 1 ? 'ano' : 'anos'}`}
            placeholder="Calculada pela data de nascimento"
            aria-describedby={`${id('idade')}-hint`}
          />
          <p id={`${id('idade')}-hint`} className="visually-hidden">
            Calculada a partir da data de nascimento; não editável.
          </p>
        </div>
      </div>

      <SelectField name="nacionalidade" label="Nacionalidade" options={NACIONALIDADE_LABELS} keepUnknown />

      <div className="field-row">
        <TextField name="nome_pai" label="Nome do pai" maxLength={120} />
        <TextField name="nome_mae" label="Nome da mãe" maxLength={120} />
      </div>

      <h3 className="cv-subtitle">Endereço</h3>
      <div className="field-narrow">
        <CepField
          name="cep"
          store="digits"
          format="dotted"
          debounceMs={CEP_DEBOUNCE_MS}
          onAddress={(address) => onChange(cepAddressPatch(address))}
        />
      </div>
      <div className="cv-address-row">
        <TextField
          name="endereco"
          label="Endereço"
          autoComplete="address-line1"
          maxLength={L.endereco}
          placeholder="Rua, avenida..."
        />
        <TextField name="numero" label="Número" maxLength={L.numero} />
      </div>
      <div className="field-row">
        <TextField name="complemento" label="Complemento" autoComplete="address-line2" maxLength={60} />
        <TextField name="bairro" label="Bairro" maxLength={80} />
      </div>
      <StateCityField idPrefix="cv-endereco" names={{ state: 'uf', city: 'cidade' }} />

      <CheckboxField
        name="incluir_naturalidade"
        label="Incluir naturalidade (cidade onde nasceu)"
        controls="cv-naturalidade"
      />
      <div id="cv-naturalidade" hidden={!form.incluir_naturalidade}>
        {form.incluir_naturalidade && (
          <StateCityField
            idPrefix="cv-natural"
            stateLabel="Estado de nascimento"
            cityLabel="Cidade de nascimento"
            names={{ state: 'natural_estado', city: 'natural_cidade' }}
          />
        )}
      </div>
    </SectionCard>
  );
}
