// The minor travel authorization's text as blocks: one builder for the page's preview and the server's PDF.
// A trip abroad prints two identical originals (the Polícia Federal keeps one at departure); a last page,
// which says it is no part of the authorization, lists the next steps.
import { dateInWords, formatDateBr, parseBrDate } from '../../format/dates';
import { atAddress } from '../../format/street';
import { blocksToPlainText, type DocumentBlock, type PreviewBlock, type Signer, toPreview } from '../blocks';
import { BLANK, cityUf, clean, cpfText, NB, orBlank } from '../declaration-text';
import { DEFAULT_VALIDITY_YEARS, RES_131, RES_295, validityOf } from './rules';
import {
  type AutorizacaoViagemForm,
  emptyAutorizacaoViagem,
  namesCompanion,
  RELATION_LABELS,
  type Relation,
  signatureCount,
} from './schema';

export const TITLE_NACIONAL = 'AUTORIZAÇÃO DE VIAGEM NACIONAL';
export const TITLE_INTERNACIONAL = 'AUTORIZAÇÃO DE VIAGEM INTERNACIONAL';
export const NEXT_STEPS_TITLE = 'PRÓXIMOS PASSOS';

type FormLike = Partial<AutorizacaoViagemForm>;

/** Every field present, so partial drafts (and older records) read as blanks. */
function complete(form: FormLike): AutorizacaoViagemForm {
  const blank = emptyAutorizacaoViagem(new Date(0));
  const merged = { ...blank, data_documento: '', ...form } as AutorizacaoViagemForm;
  for (const key of Object.keys(blank) as (keyof AutorizacaoViagemForm)[]) {
    const value = merged[key];
    if (value === undefined || value === null) (merged as Record<string, unknown>)[key] = blank[key];
  }
  return merged;
}

const international = (f: AutorizacaoViagemForm) => f.tipo_viagem === 'internacional';

export function titleOf(form: FormLike): string {
  return form.tipo_viagem === 'internacional' ? TITLE_INTERNACIONAL : TITLE_NACIONAL;
}

/** "05/03/2026", or a blank while it is not a date. */
function dateText(value: string): string {
  const date = parseBrDate(value);
  return date ? formatDateBr(date) : '___/___/______';
}

const relationOf = (value: string) => RELATION_LABELS[value as Relation] ?? BLANK;

/** "**Maria Silva**, brasileira, mãe, portadora do RG nº …, inscrita no CPF sob o nº …, residente em …". */
function signerText(f: AutorizacaoViagemForm, prefix: 'aut1' | 'aut2'): string {
  const get = (name: string) => String(f[`${prefix}_${name}` as keyof AutorizacaoViagemForm] ?? '');
  const phone = clean(get('telefone'));
  return (
    `**${orBlank(clean(get('nome')))}**, ${orBlank(clean(get('nacionalidade')))}, ${relationOf(get('relacao'))} ` +
    `do(a) menor, portador(a) do RG nº${NB}${orBlank(clean(get('rg')))}, inscrito(a) no CPF sob o ` +
    `nº${NB}${cpfText(get('cpf'))}, residente e domiciliado(a) ${atAddress(clean(get('endereco')), orBlank(clean(get('endereco'))))}` +
    (phone ? `, telefone ${phone}` : '')
  );
}

function childText(f: AutorizacaoViagemForm): string {
  const cpf = clean(f.menor_cpf);
  return (
    `**${orBlank(clean(f.menor_nome))}**, nascido(a) em ${dateText(f.menor_nascimento)}, natural de ` +
    `${orBlank(clean(f.menor_naturalidade))}, portador(a) do RG ou da certidão de nascimento ` +
    `nº${NB}${orBlank(clean(f.menor_documento))}` +
    (cpf ? `, inscrito(a) no CPF sob o nº${NB}${cpfText(cpf)}` : '')
  );
}

/** "desacompanhado(a)" or "acompanhado(a) de **Nome**, …". */
function companyText(f: AutorizacaoViagemForm): string {
  if (!namesCompanion(f)) {
    if (f.acompanhante === 'nenhum') return '**desacompanhado(a)**';
    if (f.acompanhante === 'um_genitor')
      return 'acompanhado(a) de um de seus genitores ou do responsável legal';
    if (f.acompanhante === 'parente') return 'acompanhado(a) de parente maior de idade';
    return 'acompanhado(a) de seus genitores ou do responsável legal';
  }
  const cpf = clean(f.acomp_cpf);
  return (
    `acompanhado(a) de **${orBlank(clean(f.acomp_nome))}**, ${orBlank(clean(f.acomp_relacao))} do(a) menor, ` +
    `portador(a) do RG ou passaporte nº${NB}${orBlank(clean(f.acomp_documento))}` +
    (cpf ? `, inscrito(a) no CPF sob o nº${NB}${cpfText(cpf)}` : '')
  );
}

function tripDates(f: AutorizacaoViagemForm): string {
  const volta = parseBrDate(f.data_volta);
  return volta
    ? `com partida em ${dateText(f.data_ida)} e retorno previsto em ${formatDateBr(volta)}`
    : `com partida em ${dateText(f.data_ida)}`;
}

/** The validity sentence: the date given, the trip's return, or two years when the document states none. */
export function validityText(form: FormLike): string {
  const f = complete(form);
  const validity = validityOf(f);
  if (validity.kind === 'ate') return `Esta autorização é válida até ${formatDateBr(validity.date)}.`;
  if (validity.kind === 'viagem')
    return (
      `Esta autorização é válida para a viagem acima, de ${formatDateBr(validity.ida)} ` +
      `até ${formatDateBr(validity.volta)}.`
    );
  const rule = international(f) ? `art.${NB}10 da ${RES_131}` : RES_295;
  return (
    `Esta autorização é válida por ${DEFAULT_VALIDITY_YEARS} (dois) anos a contar da data de sua assinatura, ` +
    `por não constar outro prazo (${rule}).`
  );
}

function legalBasis(f: AutorizacaoViagemForm): string {
  if (!international(f)) {
    return (
      `Autorização concedida nos termos do art.${NB}83 da Lei nº${NB}8.069/1990 (Estatuto da Criança e do ` +
      `Adolescente), com a redação da Lei nº${NB}13.812/2019, e da **${RES_295}**, por documento particular ` +
      'com reconhecimento de firma por semelhança ou por autenticidade.'
    );
  }
  return (
    `Autorização concedida nos termos do art.${NB}84 da Lei nº${NB}8.069/1990 (Estatuto da Criança e do ` +
    `Adolescente) e da **${RES_131}**, por documento particular com reconhecimento de firma por semelhança ou ` +
    `por autenticidade. Salvo disposição expressa, esta autorização não permite a fixação de residência ` +
    `permanente no exterior (art.${NB}11 da ${RES_131}).`
  );
}

function placeDate(f: AutorizacaoViagemForm): string {
  const date = parseBrDate(f.data_documento);
  return `${cityUf(f.local_cidade, f.local_estado)}, ${date ? dateInWords(date) : '____ de ____________ de ______'}.`;
}

function signers(f: AutorizacaoViagemForm, two: boolean): Signer[] {
  const one = (prefix: 'aut1' | 'aut2'): Signer => {
    const get = (name: string) => String(f[`${prefix}_${name}` as keyof AutorizacaoViagemForm] ?? '');
    const relation = relationOf(get('relacao'));
    return {
      lines: [
        `**${orBlank(clean(get('nome')))}**`,
        `CPF: ${cpfText(get('cpf'))}`,
        relation === BLANK ? 'Responsável' : relation[0]!.toUpperCase() + relation.slice(1),
      ],
    };
  };
  return two ? [one('aut1'), one('aut2')] : [one('aut1')];
}

/** One original: title, the via (abroad), the authorization, validity, legal basis, place and date, signatures. */
function original(f: AutorizacaoViagemForm, via: 1 | 2 | null): DocumentBlock[] {
  const two = signatureCount(f) === 2;
  const intro = two
    ? `Nós, ${signerText(f, 'aut1')}, e ${signerText(f, 'aut2')}`
    : `Eu, ${signerText(f, 'aut1')}`;
  const verb = two ? 'AUTORIZAMOS' : 'AUTORIZO';
  const destination = international(f) ? 'ao exterior, com destino a' : 'com destino a';
  const blocks: DocumentBlock[] = [{ type: 'title', text: titleOf(f), spaceAfterMm: via ? 2 : 10 }];
  if (via) {
    blocks.push({
      type: 'center',
      text: `**${via}ª VIA ORIGINAL** — emitida em duas vias originais de igual teor`,
      spaceAfterMm: 8,
    });
  }
  blocks.push(
    {
      type: 'paragraph',
      text:
        `${intro}, ${verb} expressamente o(a) menor ${childText(f)}, a viajar ${companyText(f)}, ` +
        `${destination} **${orBlank(clean(f.destino))}**, ${tripDates(f)}.`,
      indentMm: 12.5,
    },
    { type: 'paragraph', text: validityText(f), indentMm: 12.5 },
    { type: 'paragraph', text: legalBasis(f), indentMm: 12.5 },
  );
  if (via) {
    blocks.push({
      type: 'paragraph',
      text:
        'Documento emitido em duas vias originais, ambas com firma reconhecida: uma delas ficará retida ' +
        'pela Polícia Federal no momento do embarque.',
      indentMm: 12.5,
    });
  }
  blocks.push(
    { type: 'right', text: placeDate(f), spaceBeforeMm: 6, keepWithNext: true },
    // Room above each line for the signature and the notary's seal of recognition.
    { type: 'signature', spaceBeforeMm: 2, signingSpaceMm: 30, lineWidthMm: 75, signers: signers(f, two) },
  );
  return blocks;
}

/** The closing page: a framed box of what to do before the trip, which says it is no part of the authorization. */
function nextSteps(f: AutorizacaoViagemForm): DocumentBlock[] {
  const abroad = international(f);
  const steps = [
    'Leve a autorização a um cartório de notas para o **reconhecimento de firma** de cada assinatura, por ' +
      'semelhança ou por autenticidade. Assinatura digital (gov.br ou certificado ICP-Brasil) não substitui o ' +
      'reconhecimento de firma neste documento.',
    abroad
      ? 'Leve ao embarque as **duas vias originais** com firma reconhecida: a Polícia Federal retém uma delas.'
      : 'Leve ao embarque o original com firma reconhecida e guarde uma cópia.',
    abroad
      ? 'O(a) menor leva o passaporte válido (e o visto, quando o destino exigir).'
      : 'O(a) menor leva o original de um documento de identificação (RG, passaporte ou certidão de nascimento).',
  ];
  if (namesCompanion(f)) steps.push('O(a) acompanhante leva o próprio documento de identidade original.');
  steps.push(
    'Alternativa sem papel: a Autorização Eletrônica de Viagem (AEV), feita em cartório pelo e-Notariado.',
  );
  return [
    { type: 'pageBreak' },
    {
      type: 'box',
      title: `${NEXT_STEPS_TITLE} (orientações: esta folha não faz parte da autorização)`,
      paragraphs: steps.map((text, i) => `${i + 1}. ${text}`),
    },
  ];
}

/** The whole document: one original (two abroad, each on its own pages), then the next steps. */
export function autorizacaoViagemBlocks(form: FormLike): DocumentBlock[] {
  const f = complete(form);
  const originals = international(f)
    ? [...original(f, 1), { type: 'pageBreak' } as DocumentBlock, ...original(f, 2)]
    : original(f, null);
  return [...originals, ...nextSteps(f)];
}

/** The document for the page's HTML preview: styled runs per block, text as data (never markup). */
export function autorizacaoViagemPreview(form: FormLike): PreviewBlock[] {
  return toPreview(autorizacaoViagemBlocks(form));
}

/** The document as plain text (tests, search). */
export function autorizacaoViagemPlainText(form: FormLike): string {
  return blocksToPlainText(autorizacaoViagemBlocks(form));
}
