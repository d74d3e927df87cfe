// How the holder lives at the address (issue 39) and how the dependent lives there: the spec's four conditions.
import {
  CONDICAO_LABELS,
  CONDICOES,
  VINCULO_LABELS,
  VINCULOS,
} from '@shared/documents/declaracao-residencia/schema';
import type { ReactNode } from 'react';
import { RadioGroupField } from '@/components/form/basic-fields';

const OPTIONS = CONDICOES.map((value) => ({ value, label: CONDICAO_LABELS[value] }));
const VINCULO_OPTIONS = VINCULOS.map((value) => ({ value, label: VINCULO_LABELS[value] }));

/** One choice of the form in a section of its own, its legend the group's name. */
function ChoiceSection(props: {
  name: string;
  title: string;
  options: { value: string; label: string }[];
  hint?: ReactNode;
}) {
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">{props.title}</h2>
      </legend>
      {props.hint && <p className="field-hint">{props.hint}</p>}
      <RadioGroupField
        name={props.name}
        id={`decl-${props.name}`}
        label={props.title}
        options={props.options}
      />
    </fieldset>
  );
}

/** On what the holder's residence rests: it tells whoever receives the declaration which proof to ask for. */
export function VinculoSection() {
  return (
    <ChoiceSection
      name="titular_vinculo"
      title="Como o titular mora no endereço"
      options={VINCULO_OPTIONS}
      hint="A declaração diz em que se apoia: quem a recebe pode pedir a escritura, o contrato de locação ou a conta em nome do titular."
    />
  );
}

export function CondicaoSection() {
  return <ChoiceSection name="condicao" title="Condição de moradia do dependente" options={OPTIONS} />;
}
