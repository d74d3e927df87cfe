// "Dados Pessoais" (spec part 1 §3.2, §5.1): name and e-mail (required), photo, desired position, sex, phone,
// parents, birth date with the age beside it (read-only), nationality, marital status, address with CEP lookup,
// state and city, and the birthplace when "Incluir naturalidade" is ticked.
import { ESTADOS_CIVIS, NACIONALIDADE_LABELS, SEXOS } from '@shared/documents/curriculo/options';
import { idade } from '@shared/documents/curriculo/rules';
import { CURRICULO_LIMITS, type CurriculoForm } from '@shared/documents/curriculo/schema';
import { maskPhone } from '@shared/format/phone';
import { CepInput as CepField } from '@/components/form/cep-field';
import { StateCityPicker } from '@/features/address/components/state-city-picker';
import { cepAddressPatch, fieldElementId as id } from '../curriculo-form';
import { type Invalid, SectionCard, SelectField, TextField } from './form-controls';
import { PhotoField } from './photo-field';

/** Wait after typing a CEP before looking it up. */
export const CEP_DEBOUNCE_MS = 500;

export interface SectionProps {
  form: CurriculoForm;
  onChange: (patch: Partial<CurriculoForm>) => void;
  invalid: Invalid | null;
}

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function DadosPessoaisSection({
  form,
  onChange,
  invalid,
  fotoUrl,
}: SectionProps & { fotoUrl: string | null }) {
  const errorOf = (field: keyof CurriculoForm) => (invalid?.field === field ? invalid.message : null);
  const age = idade(form.data_nascimento);
  const L = CURRICULO_LIMITS;

  return (
    <SectionCard id="cv-sec-pessoais" title="Dados Pessoais">
      <TextField
        id={id('nome')}
        label="Nome completo"
        required
        wide
        autoComplete="name"
        maxLength={120}
        value={form.nome}
        error={errorOf('nome')}
        onChange={(nome) => onChange({ nome })}
      />
      <div className="field-row">
        <TextField
          id={id('email')}
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          value={form.email}
          error={errorOf('email')}
          onChange={(email) => onChange({ email })}
        />
        <TextField
          id={id('telefone')}
          label="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(00) 00000-0000"
          maxLength={L.telefone}
          value={form.telefone}
          onChange={(telefone) => onChange({ telefone: maskPhone(telefone).slice(0, L.telefone) })}
        />
      </div>

      <PhotoField
        fotoKey={form.foto_key}
        fotoNome={form.foto_nome}
        storedUrl={fotoUrl}
        onChange={(patch) => onChange(patch)}
      />

      <TextField
        id={id('cargo_desejado')}
        label="Cargo desejado"
        wide
        maxLength={L.cargo_desejado}
        placeholder="Ex.: Assistente Administrativo"
        hint={`Até ${L.cargo_desejado} caracteres.`}
        value={form.cargo_desejado}
        onChange={(cargo) => onChange({ cargo_desejado: cargo.slice(0, L.cargo_desejado) })}
      />
      <div className="check-field">
        <input
          id={id('mostrar_candidato_cargo')}
          type="checkbox"
          checked={form.mostrar_candidato_cargo}
          onChange={(e) => onChange({ mostrar_candidato_cargo: e.target.checked })}
        />
        <label htmlFor={id('mostrar_candidato_cargo')}>
          Mostrar o cargo desejado no currículo (Objetivo)
        </label>
      </div>

      <div className="field-row">
        <SelectField
          id={id('sexo')}
          label="Sexo"
          value={form.sexo}
          options={SEXOS}
          onChange={(sexo) => onChange({ sexo: sexo as CurriculoForm['sexo'] })}
        />
        <SelectField
          id={id('estado_civil')}
          label="Estado civil"
          value={form.estado_civil}
          options={ESTADOS_CIVIS}
          onChange={(estado) => onChange({ estado_civil: estado as CurriculoForm['estado_civil'] })}
        />
      </div>

      <div className="field-row">
        <TextField
          id={id('data_nascimento')}
          label="Data de nascimento"
          type="date"
          max={todayIso()}
          value={form.data_nascimento}
          onChange={(data) => onChange({ data_nascimento: data })}
        />
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

      <SelectField
        id={id('nacionalidade')}
        label="Nacionalidade"
        value={form.nacionalidade}
        options={NACIONALIDADE_LABELS}
        onChange={(nacionalidade) => onChange({ nacionalidade })}
      />

      <div className="field-row">
        <TextField
          id={id('nome_pai')}
          label="Nome do pai"
          maxLength={120}
          value={form.nome_pai}
          onChange={(nome_pai) => onChange({ nome_pai })}
        />
        <TextField
          id={id('nome_mae')}
          label="Nome da mãe"
          maxLength={120}
          value={form.nome_mae}
          onChange={(nome_mae) => onChange({ nome_mae })}
        />
      </div>

      <h3 className="cv-subtitle">Endereço</h3>
      <div className="field-narrow">
        <CepField
          id={id('cep')}
          format="dotted"
          value={form.cep}
          debounceMs={CEP_DEBOUNCE_MS}
          onChange={(cep) => onChange({ cep })}
          onAddress={(address) => onChange(cepAddressPatch(address))}
        />
      </div>
      <div className="cv-address-row">
        <TextField
          id={id('endereco')}
          label="Endereço"
          autoComplete="address-line1"
          maxLength={L.endereco}
          placeholder="Rua, avenida..."
          value={form.endereco}
          onChange={(endereco) => onChange({ endereco: endereco.slice(0, L.endereco) })}
        />
        <TextField
          id={id('numero')}
          label="Número"
          maxLength={L.numero}
          value={form.numero}
          onChange={(numero) => onChange({ numero: numero.slice(0, L.numero) })}
        />
      </div>
      <div className="field-row">
        <TextField
          id={id('complemento')}
          label="Complemento"
          autoComplete="address-line2"
          maxLength={60}
          value={form.complemento}
          onChange={(complemento) => onChange({ complemento })}
        />
        <TextField
          id={id('bairro')}
          label="Bairro"
          maxLength={80}
          value={form.bairro}
          onChange={(bairro) => onChange({ bairro })}
        />
      </div>
      <StateCityPicker
        idPrefix="cv-endereco"
        value={{ uf: form.uf, city: form.cidade }}
        onChange={(value) => onChange({ uf: value.uf, cidade: value.city })}
      />

      <div className="check-field">
        <input
          id={id('incluir_naturalidade')}
          type="checkbox"
          checked={form.incluir_naturalidade}
          aria-controls="cv-naturalidade"
          aria-expanded={form.incluir_naturalidade}
          onChange={(e) => onChange({ incluir_naturalidade: e.target.checked })}
        />
        <label htmlFor={id('incluir_naturalidade')}>Incluir naturalidade (cidade onde nasceu)</label>
      </div>
      <div id="cv-naturalidade" hidden={!form.incluir_naturalidade}>
        {form.incluir_naturalidade && (
          <StateCityPicker
            idPrefix="cv-natural"
            stateLabel="Estado de nascimento"
            cityLabel="Cidade de nascimento"
            value={{ uf: form.natural_estado, city: form.natural_cidade }}
            onChange={(value) => onChange({ natural_estado: value.uf, natural_cidade: value.city })}
          />
        )}
      </div>
    </SectionCard>
  );
}
