// "Habilidades": unique skills picked from the grouped catalogue (searchable, accents ignored) or typed freely;
// the chosen ones show as removable chips. Enter in the search adds what was typed.
import { HABILIDADES, HABILIDADES_CATALOGO } from '@shared/documents/curriculo/options';
import { CURRICULO_LIMITS } from '@shared/documents/curriculo/schema';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { addSkill, hasSkill, removeSkill, searchCatalogue, skillKey } from '../curriculo-form';
import type { SectionProps } from './dados-pessoais-section';
import { SectionCard } from './form-controls';

export function HabilidadesSection({ form, onChange }: SectionProps) {
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const skills = form.skills;
  const groups = useMemo(() => searchCatalogue(HABILIDADES_CATALOGO, query), [query]);
  const chosenKeys = useMemo(() => new Set(skills.map(skillKey)), [skills]);
  const searching = query.trim() !== '';

  function add(typed: string): boolean {
    // A typed skill that is in the catalogue takes the catalogue's spelling.
    const known = HABILIDADES.find((s) => skillKey(s) === skillKey(typed));
    const result = addSkill(skills, known ?? typed);
    if (!result.ok) {
      setMessage(result.message);
      return false;
    }
    setMessage(null);
    onChange({ skills: result.skills });
    return true;
  }

  function toggle(skill: string) {
    if (hasSkill(skills, skill)) {
      setMessage(null);
      onChange({ skills: removeSkill(skills, skill) });
    } else add(skill);
  }

  function onSearchKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter' || query.trim() === '') return;
    // Handled here: the form's Enter-to-next-field rule must not move on while a skill is being added.
    e.preventDefault();
    e.stopPropagation();
    if (add(query)) setQuery('');
  }

  return (
    <SectionCard
      id="cv-sec-habilidades"
      title="Habilidades"
      hint="Escolha no catálogo ou digite as suas. Cada habilidade aparece uma vez só."
    >
      <div className="cv-skills-selected">
        <p className="cv-skills-count" id="cv-skills-count" aria-live="polite">
          Suas habilidades ({skills.length}/{CURRICULO_LIMITS.skills})
        </p>
        {skills.length === 0 ? (
          <p className="muted">Nenhuma habilidade escolhida ainda.</p>
        ) : (
          <ul className="cv-chips" aria-labelledby="cv-skills-count">
            {skills.map((skill) => (
              <li key={skillKey(skill)} className="cv-chip">
                <span>{skill}</span>
                <button
                  type="button"
                  className="cv-chip-remove"
                  aria-label={`Remover habilidade ${skill}`}
                  onClick={() => onChange({ skills: removeSkill(skills, skill) })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="field">
        <label htmlFor="cv-skill-busca">Buscar ou adicionar habilidade</label>
        <div className="input-with-button">
          <input
            id="cv-skill-busca"
            type="search"
            autoComplete="off"
            maxLength={CURRICULO_LIMITS.skill}
            placeholder="Ex.: Excel, atendimento, vendas..."
            value={query}
            aria-describedby="cv-skill-busca-status"
            onChange={(e) => {
              setQuery(e.target.value);
              setMessage(null);
            }}
            onKeyDown={onSearchKey}
          />
          <button
            type="button"
            className="button button-secondary"
            disabled={query.trim() === ''}
            onClick={() => add(query) && setQuery('')}
          >
            Adicionar
          </button>
        </div>
        <p id="cv-skill-busca-status" className="field-status" aria-live="polite">
          {message ? (
            <span className="field-error">{message}</span>
          ) : searching && groups.length === 0 ? (
            'Nada no catálogo: pressione Enter ou “Adicionar” para incluir como digitou.'
          ) : (
            ''
          )}
        </p>
      </div>

      <div className="cv-skill-catalogue">
        {groups.map(({ group, skills: options }, i) => (
          <details key={group} className="cv-skill-group" open={searching || i === 0}>
            <summary>
              {group} <span className="muted">({options.length})</span>
            </summary>
            <div className="cv-skill-options">
              {options.map((skill) => {
                const chosen = chosenKeys.has(skillKey(skill));
                return (
                  <button
                    key={skill}
                    type="button"
                    className="cv-skill-option"
                    aria-pressed={chosen}
                    onClick={() => toggle(skill)}
                  >
                    {chosen && <span aria-hidden="true">✓ </span>}
                    {skill}
                  </button>
                );
              })}
            </div>
          </details>
        ))}
      </div>
    </SectionCard>
  );
}
