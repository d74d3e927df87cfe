// What a resume says, ready to lay out: the sections every layout draws, with the texts formatted once, empty
// and switched-off sections left out.
import { maskCepDotted } from '../../format/cep';
import { maskCpf, onlyDigits } from '../../format/cpf-cnpj';
import { formatDateBr } from '../../format/dates';
import { genderedFor } from './options';
import {
  cursosIncluidos,
  cursosSuperioresIncluidos,
  experienciasIncluidas,
  formatPeriodo,
  formatPeriodoExperiencia,
  idade,
  parseDataNascimento,
  tempoServico,
} from './rules';
import type { CurriculoForm } from './schema';

/** Section titles, as printed. */
export const SECOES = {
  objetivo: 'Objetivo',
  contato: 'Contato',
  pessoais: 'Dados Pessoais',
  documentos: 'Documentação',
  escolaridade: 'Escolaridade',
  formacao: 'Formação Acadêmica',
  cursos: 'Cursos Complementares',
  experiencias: 'Experiência Profissional',
  habilidades: 'Habilidades',
} as const;
export type SecaoId = keyof typeof SECOES;

export interface ContentField {
  label: string;
  value: string;
}

/** One experience or course. Empty strings mean "not given". */
export interface ContentEntry {
  /** Job title or course name. */
  title: string;
  /** Company or institution. */
  subtitle: string;
  /** "03/2021 – Atual", "2017 – 2021". */
  period: string;
  /** Time of service or workload: "5 anos e 4 meses", "40 horas". */
  detail: string;
  /** Company address. */
  location: string;
  /** Duties, one per line typed; `bulleted` when the person wrote a list. */
  lines: string[];
  bulleted: boolean;
}

export interface CurriculoContent {
  nome: string;
  /** The desired position, "" unless the person chose to show it. */
  cargo: string;
  telefone: string;
  email: string;
  /** "Avenida Paulista, 1578, Apto 42 – Bela Vista". */
  endereco: string;
  /** "São Paulo/SP – CEP 01.310-100". */
  cidade: string;
  /** "São Paulo/SP". */
  localidade: string;
  pessoais: ContentField[];
  documentos: ContentField[];
  escolaridade: { nivel: string; instituicao: string } | null;
  formacao: ContentEntry[];
  cursos: ContentEntry[];
  experiencias: ContentEntry[];
  habilidades: string[];
}

const clean = (value: string | null | undefined) =>
  String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();

const joinFilled = (parts: string[], separator: string) => parts.filter((p) => p !== '').join(separator);

const BULLET = /^\s*(?:[-–—•·*●▪◦>]|\d{1,2}[.)])\s+/;

/** Duties as typed: one entry per non-blank line; a list when the person used markers or wrote several lines. */
export function splitFuncoes(text: string): { lines: string[]; bulleted: boolean } {
  const raw = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const marked = raw.some((line) => BULLET.test(line));
  const lines = raw.map((line) => clean(line.replace(BULLET, ''))).filter((line) => line !== '');
  return { lines, bulleted: marked || lines.length > 1 };
}

function cargaHoraria(value: string): string {
  const text = clean(value);
  if (/^\d+$/.test(text)) return `${Number(text)} ${Number(text) === 1 ? 'hora' : 'horas'}`;
  return text;
}

function cpfText(value: string): string {
  return onlyDigits(value).length === 11 ? maskCpf(value) : clean(value);
}

function cidadeUf(cidade: string, uf: string): string {
  return joinFilled([clean(cidade), clean(uf)], '/');
}

function pessoais(form: CurriculoForm, today: Date): ContentField[] {
  const fields: ContentField[] = [];
  const add = (label: string, value: string) => {
    if (value !== '') fields.push({ label, value });
  };
  const anos = idade(form.data_nascimento, today);
  const nascimento = parseDataNascimento(form.data_nascimento);
  add('Idade', anos === null ? '' : `${anos} anos`);
  add('Nascimento', nascimento ? formatDateBr(nascimento) : '');
  add('Estado civil', clean(genderedFor(form.estado_civil, form.sexo)));
  add('Nacionalidade', clean(genderedFor(form.nacionalidade, form.sexo)));
  if (form.incluir_naturalidade) add('Naturalidade', cidadeUf(form.natural_cidade, form.natural_estado));
  add('Pai', clean(form.nome_pai));
  add('Mãe', clean(form.nome_mae));
  return fields;
}

function documentos(form: CurriculoForm): ContentField[] {
  if (!form.incluir_documentacao) return [];
  const fields: ContentField[] = [];
  const add = (label: string, value: string) => {
    if (value !== '') fields.push({ label, value });
  };
  add('CPF', cpfText(form.cpf));
  const rg = clean(form.rg);
  add('RG', rg === '' ? '' : joinFilled([rg, clean(form.rg_estado_expedidor)], ' – '));
  add('PIS/NIT', clean(form.pis_nit));
  add('Cartão SUS', clean(form.cartao_sus));
  const cnh = clean(form.cnh_numero);
  const categoria = form.cnh_categoria ? `Categoria ${form.cnh_categoria}` : '';
  add('CNH', joinFilled([cnh, categoria], ' – '));
  const titulo = clean(form.titulo_eleitor);
  const zonaSecao = joinFilled(
    [clean(form.zona) && `Zona ${clean(form.zona)}`, clean(form.secao) && `Seção ${clean(form.secao)}`],
    ', ',
  );
  add('Título de eleitor', titulo === '' ? '' : joinFilled([titulo, zonaSecao], ' – '));
  return fields;
}

/**
 * The resume's content for `today` (age and the running time of a current job depend on it). Sections switched
 * off, blank rows and empty fields are left out; nome and e-mail are printed as typed, trimmed.
 */
export function buildCurriculoContent(form: CurriculoForm, today: Date = new Date()): CurriculoContent {
  const escolaridade =
    form.escolaridade !== '' || clean(form.instituicao_ensino) !== ''
      ? { nivel: form.escolaridade, instituicao: clean(form.instituicao_ensino) }
      : null;
  return {
    nome: clean(form.nome),
    cargo: form.mostrar_candidato_cargo ? clean(form.cargo_desejado) : '',
    telefone: clean(form.telefone),
    email: clean(form.email),
    endereco: joinFilled(
      [
        joinFilled([clean(form.endereco), clean(form.numero), clean(form.complemento)], ', '),
        clean(form.bairro),
      ],
      ' – ',
    ),
    cidade: joinFilled(
      [cidadeUf(form.cidade, form.uf), form.cep.length === 8 ? `CEP ${maskCepDotted(form.cep)}` : ''],
      ' – ',
    ),
    localidade: cidadeUf(form.cidade, form.uf),
    pessoais: pessoais(form, today),
    documentos: documentos(form),
    escolaridade,
    formacao: cursosSuperioresIncluidos(form).map((c) => ({
      title: clean(c.curso),
      subtitle: clean(c.entidade || c.instituicao),
      period: formatPeriodo(c.anos),
      detail: '',
      location: '',
      lines: [],
      bulleted: false,
    })),
    cursos: cursosIncluidos(form).map((c) => ({
      title: clean(c.curso),
      subtitle: clean(c.entidade),
      period: '',
      detail: cargaHoraria(c.carga_horaria),
      location: '',
      lines: [],
      bulleted: false,
    })),
    experiencias: experienciasIncluidas(form).map((e) => ({
      title: clean(e.cargo),
      subtitle: clean(e.empresa),
      period: formatPeriodoExperiencia(e),
      detail: clean(e.tempo_servico) || tempoServico(e.data_admissao, e.data_saida, today),
      location: joinFilled([clean(e.endereco), clean(e.endereco_numero)], ', '),
      ...splitFuncoes(e.funcoes),
    })),
    habilidades: form.skills.map(clean).filter((s) => s !== ''),
  };
}
