// "Escolaridade", "Curso Superior" (toggle) and "Cursos Complementares" (toggle). The higher-education period
// is typed "YYYY/YYYY": digits only, at most 8, the slash added by itself (spec part 1 §5.1).
import { ESCOLARIDADES } from '@shared/documents/curriculo/options';
import { isCompletePeriodo } from '@shared/documents/curriculo/rules';
import { CURRICULO_LIMITS } from '@shared/documents/curriculo/schema';
import { SelectField, TextField, TextInput } from '@/components/form/basic-fields';
import { useListErrors } from '@/components/form/form-kit';
import { editCursoSuperior, emptyCurso, emptyCursoSuperior } from '../curriculo-form';
import type { SectionProps } from './dados-pessoais-section';
import { listSectionToggle, SectionCard } from './form-controls';
import { ItemList } from './item-list';

export function EscolaridadeSection() {
  return (
    <SectionCard id="cv-sec-escolaridade" title="Escolaridade">
      <div className="field-row">
        <SelectField name="escolaridade" label="Escolaridade" options={ESCOLARIDADES} keepUnknown />
        <TextField name="instituicao_ensino" label="Instituição de ensino" maxLength={120} />
      </div>
    </SectionCard>
  );
}

function periodoHint(anos: string): string | null {
  if (anos === '' || isCompletePeriodo(anos)) return null;
  if (/^\d{4}\/\d{4}$/.test(anos)) return 'O ano de conclusão deve ser igual ou posterior ao de início.';
  return anos.length === 4 ? 'Digite o ano de conclusão (ou deixe só o ano de início).' : null;
}

export function CursosSuperioresSection({ form, onChange }: SectionProps) {
  const prefix = 'cv-curso-superior';
  const errorOf = useListErrors('cursos_superiores');
  return (
    <SectionCard
      id="cv-sec-cursos-superiores"
      title="Curso Superior"
      toggle={listSectionToggle(
        form,
        onChange,
        'incluir_cursos_superiores',
        'cursos_superiores',
        emptyCursoSuperior,
        'Incluir curso superior',
      )}
    >
      <ItemList
        prefix={prefix}
        items={form.cursos_superiores}
        itemName="Curso superior"
        addLabel="Adicionar curso superior"
        emptyText="Nenhum curso superior adicionado."
        max={CURRICULO_LIMITS.cursosSuperiores}
        create={emptyCursoSuperior}
        onChange={(cursos_superiores) => onChange({ cursos_superiores })}
        renderItem={(item, index, update) => (
          <>
            <TextInput
              id={`${prefix}-${index}-curso`}
              label="Curso"
              width="wide"
              maxLength={120}
              placeholder="Ex.: Bacharelado em Administração"
              value={item.curso}
              onChange={(curso) => update({ curso })}
            />
            <div className="field-row">
              <TextInput
                id={`${prefix}-${index}-entidade`}
                label="Instituição"
                maxLength={120}
                value={item.entidade}
                onChange={(entidade) => update(editCursoSuperior(item, { entidade }))}
              />
              <TextInput
                id={`${prefix}-${index}-anos`}
                label="Período (início/conclusão)"
                inputMode="numeric"
                placeholder="AAAA/AAAA"
                value={item.anos}
                hint={periodoHint(item.anos) ?? 'Ex.: 2018/2022. Em andamento: só o ano de início.'}
                error={errorOf(`${index}.anos`)}
                onChange={(anos) => update(editCursoSuperior(item, { anos }))}
              />
            </div>
          </>
        )}
      />
    </SectionCard>
  );
}

export function CursosSection({ form, onChange }: SectionProps) {
  const prefix = 'cv-curso';
  return (
    <SectionCard
      id="cv-sec-cursos"
      title="Cursos Complementares"
      toggle={listSectionToggle(
        form,
        onChange,
        'incluir_cursos',
        'cursos',
        emptyCurso,
        'Incluir cursos complementares',
      )}
    >
      <ItemList
        prefix={prefix}
        items={form.cursos}
        itemName="Curso"
        addLabel="Adicionar curso"
        emptyText="Nenhum curso adicionado."
        max={CURRICULO_LIMITS.cursos}
        create={emptyCurso}
        onChange={(cursos) => onChange({ cursos })}
        renderItem={(item, index, update) => (
          <>
            <TextInput
              id={`${prefix}-${index}-curso`}
              label="Curso"
              width="wide"
              maxLength={120}
              placeholder="Ex.: Excel Avançado"
              value={item.curso}
              onChange={(curso) => update({ curso })}
            />
            <div className="field-row">
              <TextInput
                id={`${prefix}-${index}-entidade`}
                label="Instituição"
                maxLength={120}
                value={item.entidade}
                onChange={(entidade) => update({ entidade })}
              />
              <TextInput
                id={`${prefix}-${index}-carga-horaria`}
                label="Carga horária"
                maxLength={20}
                placeholder="Ex.: 40 horas"
                value={item.carga_horaria}
                onChange={(carga_horaria) => update({ carga_horaria })}
              />
            </div>
          </>
        )}
      />
    </SectionCard>
  );
}
