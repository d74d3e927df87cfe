// The document's date: day, month (by name) and year, with one message for the three under them.
import { parseMonth } from '@shared/documents/document-date';
import { MONTHS } from '@shared/reference/calendar';
import { useFormState } from 'react-hook-form';
import { SelectField } from '@/components/form/basic-fields';
import type { FieldGroupError } from '@/components/form/form-kit';
import { DigitsField } from '@/components/form/masked-fields';
import { capitalise } from '@/lib/capitalise';

const MONTH_OPTIONS = MONTHS.map((name) => ({ value: name, label: capitalise(name) }));
/** The check puts a wrong date on the day; editing any part clears it. */
const PARTS = ['data_dia', 'data_mes', 'data_ano'];

export function DataSection() {
  const { errors } = useFormState({ name: 'data_dia' });
  const error = typeof errors.data_dia?.message === 'string' ? errors.data_dia.message : null;
  const group: FieldGroupError = { error, errorId: 'decl-data-error' };
  return (
    <fieldset className="decl-section" aria-describedby={error ? 'decl-data-error' : undefined}>
      <legend>
        <h2 className="legend-heading">Data do documento</h2>
      </legend>
      <div className="date-row">
        <DigitsField name="data_dia" label="Dia" length={2} placeholder="DD" group={group} clears={PARTS} />
        <SelectField
          name="data_mes"
          label="Mês"
          options={MONTH_OPTIONS}
          shown={(value) => parseMonth(value) ?? ''}
          group={group}
          clears={PARTS}
        />
        <DigitsField name="data_ano" label="Ano" length={4} placeholder="AAAA" group={group} clears={PARTS} />
      </div>
      {error && (
        <p id="decl-data-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
