// How the dependent lives at the holder's address: the four conditions with the spec's labels.
import { CONDICAO_LABELS, CONDICOES } from '@shared/documents/declaracao-residencia/schema';
import { RadioGroupField } from '@/components/form/basic-fields';

const OPTIONS = CONDICOES.map((value) => ({ value, label: CONDICAO_LABELS[value] }));

export function CondicaoSection() {
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">Condição de moradia do dependente</h2>
      </legend>
      <RadioGroupField
        name="condicao"
        id="decl-condicao"
        label="Condição de moradia do dependente"
        options={OPTIONS}
      />
    </fieldset>
  );
}
