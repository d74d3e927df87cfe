// One person of the declaration (the holder or the dependent): name, CPF (masked; message after blur), RG
// and — once an RG is typed — its issuing state, CEP with lookup, street, number, district, state and city.
import {
  cpfFieldMessage,
  type DeclaracaoResidenciaField,
  type DeclaracaoResidenciaForm,
} from '@shared/documents/declaracao-residencia/schema';
import { cepDigits, maskCep } from '@shared/format/cep';
import { maskCpf } from '@shared/format/cpf-cnpj';
import { UFS } from '@shared/reference/ufs';
import { CepField } from '@/features/address/components/cep-field';
import { StateCityPicker } from '@/features/address/components/state-city-picker';
import type { CepLookupState } from '@/features/address/hooks/use-cep-lookup';
import { addressPatch, fieldElementId, personField, type Who } from '../declaracao-fields';

/** Wait after typing a CEP before looking it up (spec part 2 §9: declarations 550 ms). */
export const CEP_DEBOUNCE_MS = 550;

export interface PersonSectionProps {
  who: Who;
  form: DeclaracaoResidenciaForm;
  onChange: (patch: Partial<DeclaracaoResidenciaForm>) => void;
  /** The CPF field was left at least once: its inline message may show. */
  cpfTouched: boolean;
  onCpfBlur: () => void;
  /** The field the last check refused, with its message. */
  /** The page's check: the message of each field that failed it. */
  invalid: Partial<Record<DeclaracaoResidenciaField, string>>;
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

export function PersonSection({
  who,
  form,
  onChange,
  cpfTouched,
  onCpfBlur,
  invalid,
  onCepLookupState,
}: PersonSectionProps) {
  const f = (suffix: Parameters<typeof personField>[1]) => personField(who, suffix);
  const texts = TEXTS[who];
  const headingId = `decl-${who}-title`;
  const cpfMessage = cpfTouched
    ? cpfFieldMessage(f('cpf') as 'titular_cpf' | 'dep_cpf', form[f('cpf')])
    : null;
  const invalidOf = (field: DeclaracaoResidenciaField) => invalid[field] ?? null;
  const required = who === 'titular';

  function text(
    suffix: 'nome' | 'rua' | 'numero' | 'bairro',
    label: string,
    options: { maxLength: number; autoComplete: string; required?: boolean; wide?: boolean },
  ) {
    const field = f(suffix);
    const error = invalidOf(field);
    return (
      <div className={`field${options.wide ? ' field-wide' : ''}`}>
        <label htmlFor={fieldElementId(field)}>
          {label}
          {options.required && <span className="required-mark"> *</span>}
        </label>
        <input
          id={fieldElementId(field)}
          name={field}
          type="text"
          autoComplete={options.autoComplete}
          maxLength={options.maxLength}
          value={form[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldElementId(field)}-error` : undefined}
          onChange={(e) => onChange({ [field]: e.target.value })}
        />
        {error && (
          <p id={`${fieldElementId(field)}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  }

  const cpfField = f('cpf');
  const cpfError = cpfMessage ?? invalidOf(cpfField);
  const rgTyped = form[f('rg')].trim() !== '';
  const cepField = f('cep');
  const placeError = invalidOf(f('estado')) ?? invalidOf(f('cidade'));

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

      {text('nome', 'Nome completo', { maxLength: 120, autoComplete: 'off', required: true, wide: true })}

      <div className="field-row">
        <div className="field">
          <label htmlFor={fieldElementId(cpfField)}>
            CPF<span className="required-mark"> *</span>
          </label>
          <input
            id={fieldElementId(cpfField)}
            name={cpfField}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="000.000.000-00"
            maxLength={14}
            value={form[cpfField]}
            aria-invalid={cpfError ? true : undefined}
            aria-describedby={`${fieldElementId(cpfField)}-error`}
            onChange={(e) => onChange({ [cpfField]: maskCpf(e.target.value) })}
            onBlur={onCpfBlur}
          />
          <p id={`${fieldElementId(cpfField)}-error`} className="field-error" aria-live="polite">
            {cpfError ?? ''}
          </p>
        </div>
        <div className="field">
          <label htmlFor={fieldElementId(f('rg'))}>RG</label>
          <input
            id={fieldElementId(f('rg'))}
            name={f('rg')}
            type="text"
            autoComplete="off"
            maxLength={20}
            value={form[f('rg')]}
            onChange={(e) =>
              onChange(
                e.target.value.trim() === ''
                  ? { [f('rg')]: e.target.value, [f('rg_uf')]: '' }
                  : { [f('rg')]: e.target.value },
              )
            }
          />
        </div>
      </div>

      {rgTyped && (
        <div className="field field-narrow">
          <label htmlFor={fieldElementId(f('rg_uf'))}>UF de expedição do RG</label>
          <select
            id={fieldElementId(f('rg_uf'))}
            name={f('rg_uf')}
            value={form[f('rg_uf')]}
            onChange={(e) => onChange({ [f('rg_uf')]: e.target.value })}
          >
            <option value="">Selecione</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </select>
        </div>
      )}

      <div className="field-narrow">
        <CepField
          id={fieldElementId(cepField)}
          label={texts.cepRequired ? 'CEP' : 'CEP (opcional)'}
          required={texts.cepRequired}
          value={cepDigits(form[cepField])}
          debounceMs={CEP_DEBOUNCE_MS}
          error={invalidOf(cepField) ?? undefined}
          onChange={(digits) => onChange({ [cepField]: maskCep(digits) })}
          onAddress={(address) => onChange(addressPatch(who, address))}
          onLookupState={onCepLookupState}
        />
      </div>

      {text('rua', 'Rua / logradouro', { maxLength: 150, autoComplete: 'off', required, wide: true })}
      <div className="field-row">
        {text('numero', 'Número', { maxLength: 12, autoComplete: 'off' })}
        {text('bairro', 'Bairro', { maxLength: 80, autoComplete: 'off' })}
      </div>

      <div className={`decl-place${placeError ? ' has-error' : ''}`}>
        <StateCityPicker
          idPrefix={`decl-${who}`}
          required={required}
          value={{ uf: form[f('estado')], city: form[f('cidade')] }}
          onChange={(value) => onChange({ [f('estado')]: value.uf, [f('cidade')]: value.city })}
          invalid={{
            state: invalidOf(f('estado')) !== null,
            city: invalidOf(f('cidade')) !== null,
            errorId: `decl-${who}-local-error`,
          }}
        />
        {placeError && (
          <p id={`decl-${who}-local-error`} className="field-error">
            {placeError}
          </p>
        )}
      </div>
    </fieldset>
  );
}
