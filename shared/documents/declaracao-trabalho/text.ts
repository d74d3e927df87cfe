// The work declaration's text, as blocks: one builder for the SPA's HTML preview and the server's PDF.

import { cnpjCharacters, maskCnpj } from '../../format/cpf-cnpj';
import { completeTime, monthYearInWords } from '../../format/time';
import { WEEKDAYS, type Weekday } from '../../reference/calendar';
import { blocksToPlainText, type DocumentBlock, type PreviewBlock, toPreview } from '../blocks';
import {
  addressAt,
  BLANK,
  CLOSING_PARAGRAPH,
  cityUf,
  clean,
  cpfText,
  documentDateText,
  FALSITY_PARAGRAPH,
  NB,
  orBlank,
  rgClause,
} from '../declaration-text';
import type { DeclaracaoTrabalhoForm } from './schema';

export const DECLARACAO_TRABALHO_TITLE = 'DECLARAÇÃO DE TRABALHO';
/**
 * The signature line of a company (issue 39; spec part 2 §9 said "ou"): a first-person declaration binds the
 * person who signs it, so a stamp alone does not make it; the stamp shows for which company they sign.
 */
export const SIGNATURE_EMPRESA = 'ASSINATURA E CARIMBO DA EMPRESA';
/** A household employer has no company stamp: the person signs. */
export const SIGNATURE_EMPREGADOR = 'ASSINATURA DO EMPREGADOR';

type FormLike = Partial<DeclaracaoTrabalhoForm>;

function cnpjText(value: unknown): string {
  const chars = cnpjCharacters(String(value ?? ''));
  if (chars === '') return BLANK;
  return chars.length === 14 ? maskCnpj(chars) : clean(value);
}

function addressOf(form: FormLike): string {
  return addressAt({
    rua: form.empresa_rua,
    numero: form.empresa_numero,
    bairro: form.empresa_bairro,
    cidade: form.empresa_cidade,
    estado: form.empresa_estado,
    cep: form.empresa_cep,
  });
}

/** "08:00" from whatever was typed ("8" → "08:00"), or a blank. */
function timeText(value: unknown): string {
  const time = completeTime(String(value ?? ''));
  return time === '' ? '_____' : time;
}

/** "das 08:00 às 17:30"; one o'clock and midnight take the singular ("da 01:00", "à 00:30"). */
function hoursText(form: FormLike): string {
  const start = timeText(form.hora_inicio);
  const end = timeText(form.hora_fim);
  const singular = (time: string) => /^0[01]:/.test(time);
  return `${singular(start) ? 'da' : 'das'} ${start} ${singular(end) ? 'à' : 'às'} ${end}`;
}

const weekdayOf = (value: unknown): Weekday | null =>
  (WEEKDAYS as readonly unknown[]).includes(value) ? (value as Weekday) : null;

/** "de segunda-feira a sexta-feira"; one and the same day → "aos sábados", "às segundas-feiras". */
function weekdaysText(form: FormLike): string {
  const first = weekdayOf(form.dia_semana_inicio);
  const last = weekdayOf(form.dia_semana_fim);
  if (first && first === last) {
    return first.endsWith('-feira') ? `às ${first.replace('-feira', 's-feiras')}` : `aos ${first}s`;
  }
  return `de ${first ?? BLANK} a ${last ?? BLANK}`;
}

/**
 * The declaration as blocks: title; the employer's statement (not under Lei nº 7.115/1983, whose art. 1º does not
 * list employment), in their role in the company (name, CNPJ, address) or as a household employer (the workplace address), that the worker works
 * there in a role since the admission month, with hours and weekdays; the declarant's responsibility (art. 299
 * do Código Penal); place and date; the signature line with the signer's name, role and CPF. Works on partial
 * drafts.
 */
export function declaracaoTrabalhoBlocks(form: FormLike): DocumentBlock[] {
  const household = form.empregador_pessoa_fisica === true;
  const empregador = orBlank(clean(form.nome_completo_empregador));
  const trabalhador = orBlank(clean(form.trab_nome));
  const cargo = orBlank(clean(form.cargo));
  const admissao = monthYearInWords(String(form.data_admissao ?? '')) ?? `${BLANK} de ______`;

  const declarante =
    `Eu, **${empregador}**, inscrito(a) no CPF sob o nº${NB}${cpfText(form.cpf_empregador)}` +
    rgClause(form.rg_empregador, form.rg_empregador_uf);
  const papel = orBlank(clean(form.cargo_empregador));
  const qualidade = household
    ? ', na qualidade de empregador(a) pessoa física'
    : `, na qualidade de **${papel}** da empresa **${orBlank(clean(form.empresa_nome))}**, inscrita no CNPJ ` +
      `sob o nº${NB}${cnpjText(form.empresa_cnpj)}, estabelecida ${addressOf(form)}`;
  const trabalho = household
    ? `trabalha para mim, ${addressOf(form)}, no cargo de **${cargo}**`
    : `trabalha nesta empresa no cargo de **${cargo}**`;

  const declaracao =
    `${declarante}${qualidade}, DECLARO, para os devidos fins e sob as penas da lei, que **${trabalhador}**, inscrito(a) no CPF sob o nº${NB}${cpfText(form.trab_cpf)}` +
    `${rgClause(form.trab_rg, form.trab_rg_uf)}, ${trabalho}, desde ${admissao}, com jornada de trabalho ` +
    `${hoursText(form)}, ${weekdaysText(form)}.`;

  return [
    { type: 'title', text: DECLARACAO_TRABALHO_TITLE, spaceAfterMm: 14 },
    { type: 'paragraph', text: declaracao, indentMm: 12.5 },
    { type: 'paragraph', text: FALSITY_PARAGRAPH, indentMm: 12.5 },
    { type: 'paragraph', text: CLOSING_PARAGRAPH, indentMm: 12.5 },
    {
      type: 'right',
      text: `${cityUf(form.empresa_cidade, form.empresa_estado)}, ${documentDateText(form)}.`,
      spaceBeforeMm: 10,
      keepWithNext: true,
    },
    {
      type: 'signature',
      spaceBeforeMm: 4,
      // Room for a company stamp above the line, not only a signature.
      signingSpaceMm: 24,
      signers: [
        {
          lines: [
            household ? SIGNATURE_EMPREGADOR : SIGNATURE_EMPRESA,
            `**${empregador}**`,
            ...(household ? [] : [papel]),
            `CPF: ${cpfText(form.cpf_empregador)}`,
          ],
        },
      ],
    },
  ];
}

/** The declaration for the SPA's HTML preview: styled runs per block, text as data (never markup). */
export function declaracaoTrabalhoPreview(form: FormLike): PreviewBlock[] {
  return toPreview(declaracaoTrabalhoBlocks(form));
}

/** The declaration as plain text (stored preview texts, search, tests). */
export function declaracaoTrabalhoPlainText(form: FormLike): string {
  return blocksToPlainText(declaracaoTrabalhoBlocks(form));
}
