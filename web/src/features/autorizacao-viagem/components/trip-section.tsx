// The trip's facts, asked first (issue 21): domestic or international, who travels with the child, the
// neighbouring-district and sole-parent exceptions where they apply, destination and dates, then the rules'
// answer in plain Portuguese, updated as the facts change.
import { SIGNERS_TEXT, type TripRuling } from '@shared/documents/autorizacao-viagem/rules';
import {
  type AutorizacaoViagemForm,
  asksComarca,
  asksPoderFamiliar,
} from '@shared/documents/autorizacao-viagem/schema';
import { CheckboxField, RadioGroupField, TextField } from '@/components/form/basic-fields';
import { DateField } from '@/components/form/masked-fields';

const KIND_OPTIONS = [
  { value: 'nacional', label: 'Nacional (dentro do Brasil)' },
  { value: 'internacional', label: 'Internacional (para o exterior)' },
];

const COMPANION_OPTIONS = [
  { value: 'nenhum', label: 'Ninguém: viaja desacompanhado(a)' },
  { value: 'ambos_genitores', label: 'A mãe e o pai' },
  { value: 'um_genitor', label: 'Só a mãe ou só o pai (ou o responsável legal)' },
  { value: 'parente', label: 'Um parente maior de idade (avós, irmãos, tios...)' },
  { value: 'outro', label: 'Outro adulto (amigo, vizinho, professor...)' },
];

const SOLE_AUTHORITY_OPTIONS = [
  { value: 'falecimento', label: 'O outro genitor faleceu' },
  { value: 'decisao_judicial', label: 'O juiz suspendeu ou extinguiu o poder familiar do outro genitor' },
  { value: 'sem_filiacao', label: 'O outro genitor não consta da certidão de nascimento' },
];

export interface TripSectionProps {
  form: Pick<AutorizacaoViagemForm, 'tipo_viagem' | 'acompanhante' | 'poder_familiar_unico'>;
  ruling: TripRuling | null;
  /** The child's age on the departure date, once known. */
  idade: number | null;
}

export function TripSection({ form, ruling, idade }: TripSectionProps) {
  const domestic = form.tipo_viagem === 'nacional';
  return (
    <fieldset className="decl-section">
      <legend>
        <h2 className="legend-heading">A viagem</h2>
      </legend>
      <h3 className="aut-question">A viagem é</h3>
      <RadioGroupField
        name="tipo_viagem"
        label="Tipo de viagem"
        id="aut-tipo_viagem"
        options={KIND_OPTIONS}
      />
      <h3 className="aut-question">Quem viaja com a criança ou o adolescente?</h3>
      <RadioGroupField
        name="acompanhante"
        label="Quem viaja com o(a) menor"
        id="aut-acompanhante"
        options={COMPANION_OPTIONS}
      />
      {asksComarca(form) && (
        <CheckboxField
          name="comarca_contigua"
          id="aut-comarca_contigua"
          label="O destino é uma cidade vizinha (comarca contígua) no mesmo estado, ou fica na mesma região metropolitana"
        />
      )}
      {asksPoderFamiliar(form) && (
        <CheckboxField
          name="poder_familiar_unico"
          id="aut-poder_familiar_unico"
          controls="aut-poder-familiar-motivo"
          label="Só um dos genitores exerce o poder familiar (o outro faleceu, perdeu o poder familiar ou não consta da certidão de nascimento)"
        />
      )}
      {asksPoderFamiliar(form) && form.poder_familiar_unico && (
        <div id="aut-poder-familiar-motivo">
          <h3 className="aut-question">Por quê?</h3>
          <p className="field-hint">
            Guarda unilateral não basta: quem não tem a guarda continua com o poder familiar e também assina.
          </p>
          <RadioGroupField
            name="poder_familiar_motivo"
            label="Por que só um dos genitores exerce o poder familiar"
            id="aut-poder_familiar_motivo"
            options={SOLE_AUTHORITY_OPTIONS}
          />
        </div>
      )}
      <TextField
        name="destino"
        id="aut-destino"
        label="Destino (cidade/UF ou cidade e país)"
        required
        width="wide"
        maxLength={200}
      />
      <div className="field-row">
        <DateField
          name="data_ida"
          id="aut-data_ida"
          label="Data de ida"
          required={!domestic}
          hint={domestic ? 'Opcional em viagem nacional' : undefined}
          clears={['data_volta']}
        />
        <DateField name="data_volta" id="aut-data_volta" label="Data de volta" hint="Opcional" />
      </div>
      {domestic && (
        <p className="field-hint">
          Sem datas, a autorização vale para as viagens feitas dentro do prazo de validade: a data que você
          escrever abaixo ou, sem ela, 2 anos (Resolução CNJ nº 295/2019).
        </p>
      )}
      <DateField
        name="validade_ate"
        id="aut-validade_ate"
        label="Válida até"
        hint="Opcional. Sem data de volta nem validade, a autorização vale por 2 anos."
      />
      <RulingNotice ruling={ruling} idade={idade} />
    </fieldset>
  );
}

/** The rules' answer: whether an authorization is needed, who signs it, and the rule, read out as it changes. */
function RulingNotice({ ruling, idade }: { ruling: TripRuling | null; idade: number | null }) {
  return (
    <div
      className={`aut-ruling${ruling ? (ruling.needed ? ' is-needed' : ' is-free') : ''}`}
      data-judicial={ruling?.judicial ? true : undefined}
      role="status"
      aria-live="polite"
      data-testid="aut-ruling"
    >
      {ruling ? (
        <>
          <p className="aut-ruling-headline">
            <strong>{ruling.headline}</strong>
          </p>
          <p>{ruling.explanation}</p>
          {ruling.needed && !ruling.judicial && <p>{SIGNERS_TEXT[ruling.signers]}</p>}
          <p className="aut-ruling-basis">
            Fundamento: {ruling.basis}.
            {idade !== null && idade >= 0 ? ` Idade na data da ida: ${idade} anos.` : ''}
          </p>
        </>
      ) : (
        <p>Responda às duas perguntas acima para saber se a autorização é exigida e quem deve assinar.</p>
      )}
    </div>
  );
}
