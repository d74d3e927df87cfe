// "Experiência Profissional" (toggle): position, company and its address, admission and exit dates (no exit
// date: "Atual"), time of service (computed from the dates unless typed) and duties, one per line.
import { tempoServico } from '@shared/documents/curriculo/rules';
import { CURRICULO_LIMITS } from '@shared/documents/curriculo/schema';
import { TextInput } from '@/components/form/basic-fields';
import { useListErrors } from '@/components/form/form-kit';
import { emptyExperiencia } from '../curriculo-form';
import type { SectionProps } from './dados-pessoais-section';
import { listSectionToggle, SectionCard } from './form-controls';
import { ItemList } from './item-list';

export function ExperienciasSection({ form, onChange }: SectionProps) {
  const prefix = 'cv-experiencia';
  const errorOf = useListErrors('experiencias');
  return (
    <SectionCard
      id="cv-sec-experiencias"
      title="Experiência Profissional"
      toggle={listSectionToggle(
        form,
        onChange,
        'incluir_experiencias',
        'experiencias',
        emptyExperiencia,
        'Incluir experiência profissional',
      )}
    >
      <ItemList
        prefix={prefix}
        items={form.experiencias}
        itemName="Experiência"
        addLabel="Adicionar experiência"
        emptyText="Nenhuma experiência adicionada. Primeiro emprego? Desmarque a opção acima."
        max={CURRICULO_LIMITS.experiencias}
        create={emptyExperiencia}
        onChange={(experiencias) => onChange({ experiencias })}
        renderItem={(item, index, update) => {
          const computed = tempoServico(item.data_admissao, item.data_saida);
          const f = (name: string) => `${prefix}-${index}-${name}`;
          return (
            <>
              <div className="field-row">
                <TextInput
                  id={f('cargo')}
                  label="Cargo"
                  maxLength={100}
                  value={item.cargo}
                  onChange={(cargo) => update({ cargo })}
                />
                <TextInput
                  id={f('empresa')}
                  label="Empresa"
                  maxLength={120}
                  value={item.empresa}
                  onChange={(empresa) => update({ empresa })}
                />
              </div>
              <div className="cv-address-row">
                <TextInput
                  id={f('endereco')}
                  label="Endereço da empresa"
                  maxLength={120}
                  value={item.endereco}
                  onChange={(endereco) => update({ endereco })}
                />
                <TextInput
                  id={f('endereco-numero')}
                  label="Número"
                  maxLength={10}
                  value={item.endereco_numero}
                  onChange={(endereco_numero) => update({ endereco_numero })}
                />
              </div>
              <div className="cv-dates-row">
                <TextInput
                  id={f('data-admissao')}
                  label="Admissão"
                  type="date"
                  error={errorOf(`${index}.data_admissao`)}
                  value={item.data_admissao}
                  onChange={(data_admissao) => update({ data_admissao })}
                />
                <TextInput
                  id={f('data-saida')}
                  label="Saída"
                  type="date"
                  hint="Em branco se ainda trabalha lá."
                  error={errorOf(`${index}.data_saida`)}
                  value={item.data_saida}
                  onChange={(data_saida) => update({ data_saida })}
                />
                <TextInput
                  id={f('tempo-servico')}
                  label="Tempo de serviço"
                  maxLength={40}
                  placeholder={computed || 'Calculado pelas datas'}
                  hint={computed && !item.tempo_servico ? `Calculado: ${computed}` : undefined}
                  value={item.tempo_servico}
                  onChange={(tempo_servico) => update({ tempo_servico })}
                />
              </div>
              <div className="field field-wide">
                <label htmlFor={f('funcoes')}>Funções e resultados</label>
                <textarea
                  id={f('funcoes')}
                  rows={4}
                  maxLength={CURRICULO_LIMITS.funcoes}
                  value={item.funcoes}
                  aria-describedby={`${f('funcoes')}-hint`}
                  onChange={(e) => update({ funcoes: e.target.value })}
                />
                <p id={`${f('funcoes')}-hint`} className="field-hint">
                  Uma atividade por linha. {item.funcoes.length}/{CURRICULO_LIMITS.funcoes} caracteres.
                </p>
              </div>
            </>
          );
        }}
      />
    </SectionCard>
  );
}
