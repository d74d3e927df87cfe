// A person's qualification in the power of attorney (Código Civil art. 654 §1): nationality, marital status and
// profession, for the owner who is a person and for the attorney.
import { MARITAL_STATUS_LABELS, MARITAL_STATUSES } from '@shared/documents/procuracao-veiculo/schema';
import { SelectField, TextField } from '@/components/form/basic-fields';

const MARITAL_OPTIONS = MARITAL_STATUSES.map((value) => ({
  value,
  label: MARITAL_STATUS_LABELS[value][0]!.toUpperCase() + MARITAL_STATUS_LABELS[value].slice(1),
}));

export function QualificationFields({ party }: { party: 'dono' | 'procurador' }) {
  return (
    <div className="field-row">
      <TextField
        name={`nacionalidade_${party}`}
        label="Nacionalidade"
        placeholder="brasileira"
        required
        maxLength={40}
      />
      <SelectField name={`estado_civil_${party}`} label="Estado civil" options={MARITAL_OPTIONS} required />
      <TextField name={`profissao_${party}`} label="Profissão" required maxLength={60} />
    </div>
  );
}
