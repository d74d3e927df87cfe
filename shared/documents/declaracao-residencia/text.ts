// The residence declaration's text, as blocks: one builder for the SPA's HTML preview and the server's PDF.

import { isCompleteCep, maskCep } from '../../format/cep';
import { maskCpf, onlyDigits } from '../../format/cpf-cnpj';
import { dateInWords } from '../../format/dates';
import { isUf } from '../../reference/ufs';
import { blocksToPlainText, type DocumentBlock, escapeInline, type PreviewBlock, toPreview } from '../blocks';
import { CONDICOES, type Condicao, type DeclaracaoResidenciaForm, documentDate } from './schema';

export const DECLARACAO_RESIDENCIA_TITLE = 'DECLARAÇÃO DE RESIDÊNCIA';

/** What the declaration says about how the dependent lives at the address (completes "reside no endereço…, "). */
export const CONDICAO_WORDING: Record<Condicao, string> = {
  membro: 'na condição de membro da minha família',
  cedido: 'em imóvel cedido, sem cobrança de aluguel',
  alugado_formal: 'em imóvel alugado, com contrato formal de locação',
  alugado_informal: 'em imóvel alugado, sem contrato formal de locação',
};

/** Binds "nº" to its number and "art." to its article across line breaks (drawn as a plain space). */
const NB = '\u00a0';

/** Stands in for what is still blank, so a preview shows where the data goes. */
const BLANK = '________________';

type FormLike = Partial<DeclaracaoResidenciaForm>;

const clean = (value: unknown) =>
  escapeInline(
    String(value ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
const orBlank = (value: string) => (value === '' ? BLANK : value);

function cpf(value: unknown): string {
  const digits = onlyDigits(String(value ?? ''));
  if (digits === '') return BLANK;
  return digits.length === 11 ? maskCpf(digits) : clean(value);
}

function uf(value: unknown): string {
  const text = String(value ?? '').trim();
  return isUf(text) ? text.toUpperCase() : '';
}

/** ", portador(a) do RG nº 12.345.678-9/SP", or nothing when no RG was given. */
function rgClause(rg: unknown, rgUf: unknown): string {
  const number = clean(rg);
  if (number === '') return '';
  const issuer = uf(rgUf);
  return `, portador(a) do RG nº${NB}${number}${issuer ? `/${issuer}` : ''}`;
}

/** "Rua das Flores, nº 10, bairro Centro, São Paulo/SP, CEP 01310-100" (absent parts left out). */
function addressOf(form: FormLike): string {
  const street = orBlank(clean(form.titular_rua));
  const number = clean(form.titular_numero);
  const parts = [`${street}, ${number === '' ? 's/nº' : `nº${NB}${number}`}`];
  const bairro = clean(form.titular_bairro);
  if (bairro !== '') parts.push(`bairro ${bairro}`);
  parts.push(cityLine(form));
  const cep = String(form.titular_cep ?? '');
  parts.push(`CEP ${isCompleteCep(cep) ? maskCep(cep) : orBlank(clean(cep))}`);
  return parts.join(', ');
}

/** "São Paulo/SP". */
function cityLine(form: FormLike): string {
  const city = orBlank(clean(form.titular_cidade));
  const state = uf(form.titular_estado);
  return state === '' ? city : `${city}/${state}`;
}

function dateLine(form: FormLike): string {
  const date = documentDate({
    data_dia: String(form.data_dia ?? ''),
    data_mes: String(form.data_mes ?? ''),
    data_ano: String(form.data_ano ?? ''),
  });
  return date ? dateInWords(date) : '____ de ____________ de ______';
}

function condicaoOf(value: unknown): Condicao | null {
  return (CONDICOES as readonly unknown[]).includes(value) ? (value as Condicao) : null;
}

/**
 * The declaration as blocks: title; the holder's statement under Lei nº 7.115/1983 that the dependent lives at
 * the holder's address, with the condition; the warning of art. 299 do Código Penal; place and date; the
 * holder's signature. Works on partial drafts (blanks become lines).
 */
export function declaracaoResidenciaBlocks(form: FormLike): DocumentBlock[] {
  const titular = orBlank(clean(form.titular_nome));
  const dependente = orBlank(clean(form.dep_nome));
  const condicao = condicaoOf(form.condicao);
  const wording = condicao ? CONDICAO_WORDING[condicao] : 'na condição de ________________';

  const declaracao =
    `Eu, **${titular}**, inscrito(a) no CPF sob o nº${NB}${cpf(form.titular_cpf)}` +
    `${rgClause(form.titular_rg, form.titular_rg_uf)}, residente e domiciliado(a) no endereço ` +
    `${addressOf(form)}, DECLARO, para os devidos fins e sob as penas da lei, nos termos da ` +
    `Lei nº${NB}7.115, de 29 de agosto de 1983, que **${dependente}**, inscrito(a) no CPF sob o nº${NB}` +
    `${cpf(form.dep_cpf)}${rgClause(form.dep_rg, form.dep_rg_uf)}, reside no endereço acima indicado, ${wording}.`;

  const ciencia =
    'Declaro, ainda, estar ciente de que, se comprovadamente falsa esta declaração, ficarei sujeito(a) às ' +
    `sanções civis, administrativas e criminais previstas na legislação aplicável (art.${NB}2º da Lei nº${NB}7.115/1983), ` +
    `em especial às penas do crime de falsidade ideológica, tipificado no art.${NB}299 do Código Penal.`;

  return [
    { type: 'title', text: DECLARACAO_RESIDENCIA_TITLE, spaceAfterMm: 14 },
    { type: 'paragraph', text: declaracao, indentMm: 12.5 },
    { type: 'paragraph', text: ciencia, indentMm: 12.5 },
    { type: 'paragraph', text: 'Por ser expressão da verdade, firmo a presente declaração.', indentMm: 12.5 },
    { type: 'right', text: `${cityLine(form)}, ${dateLine(form)}.`, spaceBeforeMm: 10, keepWithNext: true },
    {
      type: 'signature',
      spaceBeforeMm: 6,
      signers: [{ lines: [`**${titular}**`, `CPF: ${cpf(form.titular_cpf)}`] }],
    },
  ];
}

/** The declaration for the SPA's HTML preview: styled runs per block, text as data (never markup). */
export function declaracaoResidenciaPreview(form: FormLike): PreviewBlock[] {
  return toPreview(declaracaoResidenciaBlocks(form));
}

/** The declaration as plain text (stored preview texts, search, tests). */
export function declaracaoResidenciaPlainText(form: FormLike): string {
  return blocksToPlainText(declaracaoResidenciaBlocks(form));
}
