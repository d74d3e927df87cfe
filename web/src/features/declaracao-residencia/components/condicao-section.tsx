// How the dependent lives at the holder's address: the four conditions with the spec's labels.
import {
  CONDICAO_LABELS,
  CONDICOES,
  type DeclaracaoResidenciaForm,
} from '@shared/documents/declaracao-residencia/schema';

export function CondicaoSection({
  value,
  error,
  onChange,
}: {
  value: DeclaracaoResidenciaForm['condicao'];
  error: string | null;
  onChange: (value: DeclaracaoResidenciaForm['condicao']) => void;
}) {
  return (
    <fieldset className="decl-section" aria-describedby={error ? 'decl-condicao-error' : undefined}>
      <legend>
        <h2 className="legend-heading">Condição de moradia do dependente</h2>
      </legend>
      <div className="choice-list" role="radiogroup" aria-label="Condição de moradia do dependente">
        {CONDICOES.map((condicao) => (
          <div key={condicao} className="check-field choice">
            <input
              id={`decl-condicao-${condicao}`}
              type="radio"
              name="condicao"
              value={condicao}
              checked={value === condicao}
              onChange={() => onChange(condicao)}
            />
            <label htmlFor={`decl-condicao-${condicao}`}>{CONDICAO_LABELS[condicao]}</label>
          </div>
        ))}
      </div>
      {error && (
        <p id="decl-condicao-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
