// The worker and the job: name, CPF, RG (its issuing state once an RG is typed), role, admission month
// (MM/AAAA), hours (HH:MM, hour capped at 23 and minute at 59, empty parts 00 once left) and working weekdays.
import { WEEKDAYS } from '@shared/reference/calendar';
import { SelectField, TextField } from '@/components/form/basic-fields';
import { CpfField, MonthYearField, TimeField } from '@/components/form/masked-fields';
import { RgField, RgIssuerField } from '@/components/form/place-fields';
import { capitalise } from '@/lib/capitalise';

const RG = { rg: 'trab_rg', uf: 'trab_rg_uf' };
const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: capitalise(day) }));

export function TrabalhadorSection() {
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">Dados do trabalhador</h2>
      </legend>
      <TextField name="trab_nome" label="Nome completo" required width="wide" maxLength={120} />
      <div className="field-row">
        <CpfField name="trab_cpf" label="CPF" required />
        <RgField names={RG} />
      </div>
      <RgIssuerField names={RG} />
      <div className="field-row">
        <TextField name="cargo" label="Cargo / função" required maxLength={80} />
        <MonthYearField name="data_admissao" label="Admissão (mês/ano)" required />
      </div>
      <div className="field-row">
        <TimeField name="hora_inicio" label="Início da jornada" required />
        <TimeField name="hora_fim" label="Fim da jornada" required />
      </div>
      <div className="field-row">
        <SelectField name="dia_semana_inicio" label="Do dia da semana" options={WEEKDAY_OPTIONS} required />
        <SelectField name="dia_semana_fim" label="Até o dia da semana" options={WEEKDAY_OPTIONS} required />
      </div>
    </fieldset>
  );
}
