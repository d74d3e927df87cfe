// The document date: day, month by its Portuguese name, year (today by default).
import type { DeclaracaoResidenciaForm } from '@shared/documents/declaracao-residencia/schema';
import { parseMonth } from '@shared/documents/declaracao-residencia/schema';
import { onlyDigits } from '@shared/format/cpf-cnpj';
import { MONTHS } from '@shared/reference/calendar';
import { capitalise } from '../declaracao-fields';

type DateFields = Pick<DeclaracaoResidenciaForm, 'data_dia' | 'data_mes' | 'data_ano'>;

export function DataSection({
  value,
  error,
  onChange,
}: {
  value: DateFields;
  error: string | null;
  onChange: (patch: Partial<DateFields>) => void;
}) {
  const month = parseMonth(value.data_mes) ?? '';
  return (
    <fieldset className="decl-section" aria-describedby={error ? 'decl-data-error' : undefined}>
      <legend>
        <h2 className="legend-heading">Data do documento</h2>
      </legend>
      <div className="date-row">
        <div className="field">
          <label htmlFor="decl-data_dia">Dia</label>
          <input
            id="decl-data_dia"
            name="data_dia"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            placeholder="DD"
            value={value.data_dia}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ data_dia: onlyDigits(e.target.value).slice(0, 2) })}
          />
        </div>
        <div className="field">
          <label htmlFor="decl-data_mes">Mês</label>
          <select
            id="decl-data_mes"
            name="data_mes"
            value={month}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ data_mes: e.target.value })}
          >
            <option value="">Selecione</option>
            {MONTHS.map((name) => (
              <option key={name} value={name}>
                {capitalise(name)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="decl-data_ano">Ano</label>
          <input
            id="decl-data_ano"
            name="data_ano"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder="AAAA"
            value={value.data_ano}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ data_ano: onlyDigits(e.target.value).slice(0, 4) })}
          />
        </div>
      </div>
      {error && (
        <p id="decl-data-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
