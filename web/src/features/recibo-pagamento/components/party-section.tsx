// One party of the receipt: a person (name, CPF) or a company (legal name, CNPJ numeric or alphanumeric). The
// payee signs (CC art. 320), so a company payee names the representative who signs for it; a paying company
// does not sign and is named by its CNPJ alone.
import { cnpjMessage, cpfMessage } from '@shared/documents/parties';
import { TextField } from '@/components/form/basic-fields';
import { CnpjField, CpfField } from '@/components/form/masked-fields';
import { CompanyFields, PartyTypeField, useIsCompany } from '@/components/form/party-fields';

interface PartySectionProps {
  prefix: 'pagador' | 'recebedor';
  title: string;
  hint: string;
}

export function PartySection({ prefix, title, hint }: PartySectionProps) {
  const company = useIsCompany(prefix);
  const hintId = `rpg-${prefix}-hint`;
  return (
    <fieldset className="decl-section" aria-describedby={hintId}>
      <legend>
        <h2 className="legend-heading">{title}</h2>
      </legend>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      <PartyTypeField prefix={prefix} idPrefix="rpg" />
      {company && prefix === 'recebedor' ? (
        <CompanyFields prefix={prefix} />
      ) : company ? (
        <>
          <TextField name={`${prefix}_nome`} label="Razão social" required width="wide" maxLength={120} />
          <CnpjField
            name={`${prefix}_cnpj`}
            label="CNPJ"
            required
            hint="Numérico ou alfanumérico (a partir de julho de 2026)."
            message={cnpjMessage}
          />
        </>
      ) : (
        <>
          <TextField name={`${prefix}_nome`} label="Nome completo" required width="wide" maxLength={120} />
          <CpfField name={`${prefix}_cpf`} label="CPF" required message={cpfMessage} />
        </>
      )}
    </fieldset>
  );
}
