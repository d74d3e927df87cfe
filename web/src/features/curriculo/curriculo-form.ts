// Pure helpers of the resume form (spec part 1 §3.2, §5.1): blank list items, moving and removing items,
// unique skills and the catalogue search, the CEP address patch and element ids.
import { NACIONALIDADE_PADRAO } from '@shared/documents/curriculo/options';
import { normalizePeriodo } from '@shared/documents/curriculo/rules';
import {
  CURRICULO_LIMITS,
  type CurriculoField,
  type CurriculoForm,
  type Curso,
  type CursoSuperior,
  type Experiencia,
  emptyCurriculo,
} from '@shared/documents/curriculo/schema';
import { memoText } from '@/lib/memo-text';

/** A new resume: blank, Brazilian by default, one blank experience to fill (the section starts on). */
export function newCurriculoForm(): CurriculoForm {
  return { ...emptyCurriculo(), nacionalidade: NACIONALIDADE_PADRAO, experiencias: [emptyExperiencia()] };
}

/** The element ids' prefix of each list's items (`cv-experiencia-0-data-saida`). */
const LIST_PREFIXES: Record<string, string> = {
  experiencias: 'experiencia',
  cursos_superiores: 'curso-superior',
  cursos: 'curso',
};

/**
 * The id of a field's element, for focusing the field a check refused: `data_nascimento` →
 * `cv-data-nascimento`, an item's field `experiencias.1.data_saida` → `cv-experiencia-1-data-saida`.
 */
export function fieldElementId(field: CurriculoField | string): string {
  const [list, index, name] = field.split('.');
  const prefix = list ? LIST_PREFIXES[list] : undefined;
  if (prefix && index !== undefined && name !== undefined)
    return `cv-${prefix}-${index}-${name.replace(/_/g, '-')}`;
  return `cv-${field.replace(/_/g, '-')}`;
}

// ---------------------------------------------------------------------------------------------------------
// Lists

export function emptyCursoSuperior(): CursoSuperior {
  return { curso: '', entidade: '', instituicao: '', anos: '', inicio: '', fim: '', periodo: '' };
}

export function emptyCurso(): Curso {
  return { curso: '', entidade: '', carga_horaria: '' };
}

export function emptyExperiencia(): Experiencia {
  return {
    cargo: '',
    empresa: '',
    endereco: '',
    endereco_numero: '',
    data_admissao: '',
    data_saida: '',
    tempo_servico: '',
    funcoes: '',
  };
}

/** The item at `index` moved one place up (-1) or down (+1); the list unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function replaceItem<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current));
}

/**
 * A higher-education course after a change: the period kept as typed digits "YYYY/YYYY" (spec §5.1), the
 * institution in both the current and the older field, start and end years derived from the period.
 */
export function editCursoSuperior(item: CursoSuperior, patch: Partial<CursoSuperior>): CursoSuperior {
  const next = { ...item, ...patch };
  if (patch.entidade !== undefined) next.instituicao = patch.entidade;
  const anos = normalizePeriodo(next.anos);
  const [inicio = '', fim = ''] = anos.split('/');
  return { ...next, anos, inicio: inicio.length === 4 ? inicio : '', fim: fim.length === 4 ? fim : '' };
}

// ---------------------------------------------------------------------------------------------------------
// Skills

// Kept per spelling: the skills section asks for the key of every catalogue skill on every render. Typed
// spellings come and go; the bound is the catalogue's size and more.
/** Case, accents and spacing ignored: "Excel  avançado" and "excel avancado" are the same skill. */
export const skillKey = memoText(
  (skill: string) =>
    skill
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase('pt-BR')
      .replace(/\s+/g, ' ')
      .trim(),
  (skill) => skill,
  5000,
);

export function hasSkill(skills: readonly string[], skill: string): boolean {
  const key = skillKey(skill);
  return skills.some((s) => skillKey(s) === key);
}

export type AddSkillResult =
  | { ok: true; skills: string[] }
  | { ok: false; reason: 'vazia' | 'repetida' | 'limite' | 'longa'; message: string };

/** Skills are unique (spec §5.1), at most `CURRICULO_LIMITS.skills`, each at most `skill` characters. */
export function addSkill(skills: readonly string[], typed: string): AddSkillResult {
  const skill = typed.replace(/\s+/g, ' ').trim();
  if (skill === '') return { ok: false, reason: 'vazia', message: 'Digite uma habilidade.' };
  if (skill.length > CURRICULO_LIMITS.skill)
    return {
      ok: false,
      reason: 'longa',
      message: `Cada habilidade pode ter no máximo ${CURRICULO_LIMITS.skill} caracteres.`,
    };
  if (hasSkill(skills, skill))
    return { ok: false, reason: 'repetida', message: `"${skill}" já está na sua lista.` };
  if (skills.length >= CURRICULO_LIMITS.skills)
    return {
      ok: false,
      reason: 'limite',
      message: `Você pode escolher no máximo ${CURRICULO_LIMITS.skills} habilidades.`,
    };
  return { ok: true, skills: [...skills, skill] };
}

export function removeSkill(skills: readonly string[], skill: string): string[] {
  const key = skillKey(skill);
  return skills.filter((s) => skillKey(s) !== key);
}

export interface SkillGroup {
  group: string;
  skills: string[];
}

/** The catalogue's groups with the skills matching the search (every word, accents ignored); empty groups dropped. */
export function searchCatalogue(
  catalogue: Readonly<Record<string, readonly string[]>>,
  query: string,
): SkillGroup[] {
  const words = skillKey(query).split(' ').filter(Boolean);
  const groups: SkillGroup[] = [];
  for (const [group, skills] of Object.entries(catalogue)) {
    const groupKey = skillKey(group);
    const found = skills.filter((skill) => {
      const key = skillKey(skill);
      return words.every((w) => key.includes(w) || groupKey.includes(w));
    });
    if (found.length > 0) groups.push({ group, skills: found });
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------------------
// Address

/**
 * What a CEP lookup fills in: street, neighbourhood, state and city, whole (a street over the resume's limit is
 * said at its field, never cut mid-word). Never the complement: the services' one is the CEP's range ("de 612 a
 * 1510 - lado par"), not the person's flat (issue 41).
 */
export function cepAddressPatch(address: {
  endereco: string;
  bairro: string;
  uf: string;
  cidade: string;
}): Partial<CurriculoForm> {
  return {
    endereco: address.endereco,
    bairro: address.bairro,
    uf: address.uf.toUpperCase(),
    cidade: address.cidade,
  };
}
