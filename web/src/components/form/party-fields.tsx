// A party of a contract or receipt (issue 38 items 2 and 4): person or company, a person's qualification
// (nationality, marital status, profession, identity document) and a company's CNPJ (numeric or alphanumeric)
// with the representative who signs for it. Fields named `{prefix}_…` as `shared/documents/parties.ts` reads them.
import {
  cnpjMessage,
  cpfMessage,
  DOC_TIPOS,
  ESTADO_CIVIL_TEXTO,
  ESTADOS_CIVIS,
} from '@shared/documents/parties';
import { useWatch } from 'react-hook-form';
import { SelectField, TextField } from './basic-fields';
import { useFormField } from './form-kit';
import { CnpjField, CpfField } from './masked-fields';

const DOC_LABELS: Record<(typeof DOC_TIPOS)[number], string> = {
  RG: 'RG',
  CNH: 'CNH',
  RNM: 'RNM (estrangeiro)',
  passaporte: 'Passaporte',
};

const TIPOS = [
  { value: 'pf', label: 'Pessoa física' },
  { value: 'pj', label: 'Pessoa jurídica (empresa)' },
] as const;

/** "Pessoa física" or "Pessoa jurídica"; the fields below follow the choice (a record without one is a person). */
export function PartyTypeField({ prefix, idPrefix }: { prefix: string; idPrefix: string }) {
  const id = `${idPrefix}-${prefix}_tipo`;
  const field = useFormField<string>(`${prefix}_tipo`, { id });
  const value = field.value || 'pf';
  return (
    <div className="choice-list" role="radiogroup" aria-label="Tipo de pessoa">
      {TIPOS.map((option, index) => (
        <div key={option.value} className="check-field choice">
          <input
            id={`${id}-${option.value}`}
            ref={index === 0 ? field.ref : undefined}
            type="radio"
            name={`${prefix}_tipo`}
            value={option.value}
            checked={value === option.value}
            onChange={() => field.onChange(option.value)}
            onBlur={field.onBlur}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </div>
  );
}

/** The party is a company: the type chosen "pj" (records without a type are people). */
export function useIsCompany(prefix: string): boolean {
  return useWatch({ name: `${prefix}_tipo` }) === 'pj';
}

/** A company: legal name, CNPJ and the representative (name, CPF, role) who signs for it. */
export function CompanyFields({ prefix }: { prefix: string }) {
  return (
    <>
      <TextField name={`${prefix}_nome`} label="Razão social" required width="wide" maxLength={120} />
      <CnpjField
        name={`${prefix}_cnpj`}
        label="CNPJ"
        required
        hint="Numérico ou alfanumérico (a partir de julho de 2026)."
        message={cnpjMessage}
      />
      <TextField
        name={`${prefix}_rep_nome`}
        label="Representante (quem assina pela empresa)"
        required
        width="wide"
        maxLength={120}
      />
      <div className="field-row">
        <CpfField name={`${prefix}_rep_cpf`} label="CPF do representante" required message={cpfMessage} />
        <TextField
          name={`${prefix}_rep_cargo`}
          label="Cargo"
          required
          maxLength={60}
          placeholder="sócio-administrador"
        />
      </div>
    </>
  );
}

/** A person's qualification: nationality, marital status, profession and identity document. */
export function QualificationFields({ prefix }: { prefix: string }) {
  return (
    <>
      <div className="field-row">
        <TextField name={`${prefix}_nacionalidade`} label="Nacionalidade" required maxLength={40} />
        <SelectField
          name={`${prefix}_estado_civil`}
          label="Estado civil"
          required
          placeholder="Selecione"
          options={ESTADOS_CIVIS.map((value) => ({ value, label: ESTADO_CIVIL_TEXTO[value] }))}
        />
      </div>
      <TextField name={`${prefix}_profissao`} label="Profissão" required maxLength={60} />
      <div className="field-row">
        <SelectField
          name={`${prefix}_doc_tipo`}
          label="Documento de identidade"
          shown={(value) => value || 'RG'}
          options={DOC_TIPOS.map((value) => ({ value, label: DOC_LABELS[value] }))}
        />
        <TextField name={`${prefix}_rg`} label="Número do documento" required maxLength={20} />
      </div>
    </>
  );
}
