// The people the authorization names: the child, who signs (one or both parents, or the guardian, as the
// rules require) and the companion when there is one.
import { PARENTS, RELATION_LABELS, RELATIONS } from '@shared/documents/autorizacao-viagem/schema';
import { RadioGroupField, SelectField, TextField } from '@/components/form/basic-fields';
import { CpfField, DateField, PhoneField } from '@/components/form/masked-fields';
import { StateCityField } from '@/components/form/place-fields';

const optionOf = (value: (typeof RELATIONS)[number]) => ({
  value,
  label:
    RELATION_LABELS[value][0]!.toUpperCase() +
    RELATION_LABELS[value].slice(1) +
    (value === 'tutor' || value === 'guardiao' ? ' (nomeado pelo juiz)' : ''),
});
const RELATION_OPTIONS = RELATIONS.map(optionOf);
const PARENT_OPTIONS = PARENTS.map(optionOf);

const NATIONALITY_OPTIONS = [
  { value: 'brasileira', label: 'Brasileira' },
  { value: 'estrangeira', label: 'Estrangeira' },
];
const RESIDENCE_OPTIONS = [
  { value: 'brasil', label: 'No Brasil' },
  { value: 'exterior', label: 'No exterior' },
];

export function MenorSection() {
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">A criança ou o adolescente</h2>
      </legend>
      <TextField
        name="menor_nome"
        id="aut-menor_nome"
        label="Nome completo"
        required
        width="wide"
        maxLength={120}
      />
      <div className="field-row">
        <DateField name="menor_nascimento" id="aut-menor_nascimento" label="Data de nascimento" required />
        <TextField
          name="menor_naturalidade"
          id="aut-menor_naturalidade"
          label="Naturalidade (cidade/UF)"
          required
          maxLength={80}
        />
      </div>
      <div className="field-row">
        <TextField
          name="menor_documento"
          id="aut-menor_documento"
          label="RG ou nº da certidão de nascimento"
          required
          maxLength={40}
        />
        <CpfField name="menor_cpf" id="aut-menor_cpf" label="CPF" hint="Opcional" />
      </div>
    </fieldset>
  );
}

export function SignerSection({
  prefix,
  title,
  guardian = false,
}: {
  prefix: 'aut1' | 'aut2';
  title: string;
  /** A guardian or tutor signs: the court order's number is asked. */
  guardian?: boolean;
}) {
  const id = (field: string) => `aut-${prefix}_${field}`;
  const name = (field: string) => `${prefix}_${field}`;
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">{title}</h2>
      </legend>
      <TextField
        name={name('nome')}
        id={id('nome')}
        label="Nome completo"
        required
        width="wide"
        maxLength={120}
      />
      <div className="field-row">
        <SelectField
          name={name('relacao')}
          id={id('relacao')}
          label="Relação com o(a) menor"
          options={prefix === 'aut2' ? PARENT_OPTIONS : RELATION_OPTIONS}
          required
        />
        <TextField
          name={name('nacionalidade')}
          id={id('nacionalidade')}
          label="Nacionalidade"
          required
          maxLength={40}
        />
      </div>
      {guardian && (
        <TextField
          name="aut1_decisao"
          id="aut-aut1_decisao"
          label="Nº do processo ou do termo de guarda ou tutela"
          hint="A guarda por prazo indeterminado ou a tutela é dada pelo juiz: leve o termo no embarque."
          required
          width="wide"
          maxLength={60}
        />
      )}
      <div className="field-row">
        <CpfField name={name('cpf')} id={id('cpf')} label="CPF" required />
        <TextField name={name('rg')} id={id('rg')} label="RG" required maxLength={20} />
      </div>
      <TextField
        name={name('endereco')}
        id={id('endereco')}
        label="Endereço completo"
        required
        width="wide"
        maxLength={200}
      />
      <PhoneField name={name('telefone')} id={id('telefone')} label="Telefone" hint="Opcional" />
    </fieldset>
  );
}

export function AcompanhanteSection({
  required,
  origin,
}: {
  required: boolean;
  /** Abroad with a third party: nationality and residence (ECA art. 85), and the sub-fields their answers open. */
  origin: { nacionalidade: string; residencia: string } | null;
}) {
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">Acompanhante</h2>
      </legend>
      {!required && (
        <p className="field-hint">
          Opcional nesta viagem: preencha para que a autorização nomeie o acompanhante.
        </p>
      )}
      <TextField
        name="acomp_nome"
        id="aut-acomp_nome"
        label="Nome completo"
        required={required}
        width="wide"
        maxLength={120}
      />
      <div className="field-row">
        <TextField
          name="acomp_documento"
          id="aut-acomp_documento"
          label="RG ou passaporte"
          required={required}
          maxLength={40}
        />
        <CpfField name="acomp_cpf" id="aut-acomp_cpf" label="CPF" hint="Opcional" />
      </div>
      <TextField
        name="acomp_relacao"
        id="aut-acomp_relacao"
        label="Relação com o(a) menor (avó, tio, vizinho...)"
        required={required}
        maxLength={60}
      />
      {origin && (
        <>
          <QuestionWithDetail
            name="acomp_nacionalidade"
            question="Nacionalidade do(a) acompanhante"
            options={NATIONALITY_OPTIONS}
            detail={
              origin.nacionalidade === 'estrangeira'
                ? {
                    name: 'acomp_nacionalidade_outra',
                    label: 'Qual nacionalidade? (ex.: portuguesa)',
                    max: 40,
                  }
                : null
            }
          />
          <QuestionWithDetail
            name="acomp_residencia"
            question="Onde o(a) acompanhante mora?"
            options={RESIDENCE_OPTIONS}
            detail={
              origin.residencia === 'exterior'
                ? { name: 'acomp_pais_residencia', label: 'País onde mora', max: 60 }
                : null
            }
          />
        </>
      )}
    </fieldset>
  );
}

/** A question answered by a radio group, and the text field one answer opens ("Estrangeira" → which). */
function QuestionWithDetail({
  name,
  question,
  options,
  detail,
}: {
  name: string;
  question: string;
  options: readonly { value: string; label: string }[];
  detail: { name: string; label: string; max: number } | null;
}) {
  return (
    <>
      <h3 className="aut-question">{question}</h3>
      <RadioGroupField name={name} label={question} id={`aut-${name}`} options={options} />
      {detail && (
        <TextField
          name={detail.name}
          id={`aut-${detail.name}`}
          label={detail.label}
          required
          maxLength={detail.max}
        />
      )}
    </>
  );
}

export function LocalSection() {
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">Local e data da assinatura</h2>
      </legend>
      <StateCityField
        names={{ state: 'local_estado', city: 'local_cidade' }}
        idPrefix="aut-local"
        className="decl-place"
        required
      />
      {/* The trip's dates are checked against this one: a change here clears what they were refused for. */}
      <DateField
        name="data_documento"
        id="aut-data_documento"
        label="Data"
        required
        clears={['data_ida', 'validade_ate']}
      />
    </fieldset>
  );
}
