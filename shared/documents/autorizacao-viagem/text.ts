// The minor travel authorization's text as blocks: one builder for the page's preview and the server's PDF.
// A trip abroad prints two identical originals (the Polícia Federal keeps one at departure); a last page,
// which says it is no part of the authorization, lists the next steps.
import { dateInWords, formatDateBr, parseBrDate } from '../../format/dates';
import { atAddress } from '../../format/street';
import { blocksToPlainText, type DocumentBlock, type PreviewBlock, type Signer, toPreview } from '../blocks';
import { BLANK, cityUf, clean, cpfText, NB, orBlank } from '../declaration-text';
import { signingGuidance } from '../signing-guidance';
import { DEFAULT_VALIDITY_YEARS, RES_131, RES_295, validityOf } from './rules';
import {
  type AutorizacaoViagemForm,
  asksCompanionOrigin,
  emptyAutorizacaoViagem,
  isGuardian,
  namesCompanion,
  RELATION_LABELS,
  type Relation,
  rulingOf,
  type SoleAuthorityReason,
  signatureCount,
  visibleAutorizacaoViagem,
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
  // What a choice hides is never printed, whatever a stored draft still holds.
  return visibleAutorizacaoViagem(merged);
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
  const court =
    prefix === 'aut1' && isGuardian(f.aut1_relacao)
      ? `, nomeado(a) judicialmente (processo ou termo nº${NB}${orBlank(clean(f.aut1_decisao))})`
      : '';
  return (
    `**${orBlank(clean(get('nome')))}**, ${orBlank(clean(get('nacionalidade')))}, ${relationOf(get('relacao'))} ` +
    `do(a) menor${court}, portador(a) do RG nº${NB}${orBlank(clean(get('rg')))}, inscrito(a) no CPF sob o ` +
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
    `acompanhado(a) de **${orBlank(clean(f.acomp_nome))}**, ${orBlank(clean(f.acomp_relacao))} do(a) menor` +
    `${companionOrigin(f)}, portador(a) do RG ou passaporte nº${NB}${orBlank(clean(f.acomp_documento))}` +
    (cpf ? `, inscrito(a) no CPF sob o nº${NB}${cpfText(cpf)}` : '')
  );
}

/** Abroad: ", de nacionalidade brasileira, residente no Brasil" (ECA art. 85 turns on both). */
function companionOrigin(f: AutorizacaoViagemForm): string {
  if (!asksCompanionOrigin(f)) return '';
  const nationality =
    f.acomp_nacionalidade === 'brasileira'
      ? 'brasileira'
      : f.acomp_nacionalidade === 'estrangeira'
        ? orBlank(clean(f.acomp_nacionalidade_outra))
        : BLANK;
  const residence =
    f.acomp_residencia === 'brasil'
      ? 'no Brasil'
      : f.acomp_residencia === 'exterior'
        ? `no exterior (${orBlank(clean(f.acomp_pais_residencia))})`
        : `em ${BLANK}`;
  return `, de nacionalidade ${nationality}, residente ${residence}`;
}

function tripDates(f: AutorizacaoViagemForm): string {
  // Within Brazil without dates: any trip while the authorization holds (Res. CNJ 295/2019).
  if (!international(f) && clean(f.data_ida) === '' && clean(f.data_volta) === '')
    return 'em uma ou mais viagens realizadas dentro do prazo de validade desta autorização';
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

const SOLE_AUTHORITY_TEXT: Record<SoleAuthorityReason, string> = {
  falecimento: 'o(a) outro(a) genitor(a) é falecido(a)',
  decisao_judicial: 'o poder familiar do(a) outro(a) genitor(a) foi suspenso ou extinto por decisão judicial',
  sem_filiacao: 'a filiação do(a) outro(a) genitor(a) não consta do registro de nascimento do(a) menor',
};

const SOLE_AUTHORITY_PROOF: Record<SoleAuthorityReason, string> = {
  falecimento: 'a **certidão de óbito** do(a) outro(a) genitor(a)',
  decisao_judicial:
    'a **decisão judicial** que suspendeu ou extinguiu o poder familiar do(a) outro(a) genitor(a)',
  sem_filiacao: 'a **certidão de nascimento** do(a) menor, em que consta um só genitor',
};

/**
 * Why one person signs, when one does: a guardian or tutor named by a court, the other parent travelling,
 * the sole holder of parental authority, or a domestic trip, for which either parent suffices. Null with two
 * signers or when nobody would need to sign.
 */
export function singleSignerReason(form: FormLike): string | null {
  const f = complete(form);
  const ruling = rulingOf(f);
  if (!ruling || signatureCount(f) === 2) return null;
  // First person, as the authorization speaks ("Eu, …, AUTORIZO"); short, so each original keeps to one page.
  if (isGuardian(f.aut1_relacao)) {
    const rule = international(f)
      ? `art.${NB}7º da ${RES_131}`
      : `art.${NB}83, §${NB}1º, alínea "b", item 2, do ECA e ${RES_295}`;
    return (
      `Assino sozinho(a) como ${relationOf(f.aut1_relacao)} do(a) menor, que autoriza a viagem como se ` +
      `genitor(a) fosse (${rule}).`
    );
  }
  if (f.poder_familiar_unico) {
    const reason = SOLE_AUTHORITY_TEXT[f.poder_familiar_motivo as SoleAuthorityReason] ?? BLANK;
    return `Assino sozinho(a) por ser o(a) único(a) titular do poder familiar: ${reason}.`;
  }
  if (ruling.signers === 'outro_genitor')
    return `Assino sozinho(a) porque o(a) outro(a) genitor(a) viaja com o(a) menor (art.${NB}1º, II, da ${RES_131}).`;
  if (!international(f)) {
    return (
      'Assino sozinho(a): em viagem dentro do Brasil basta a autorização de qualquer dos genitores ou do ' +
      `responsável legal (${RES_295}).`
    );
  }
  return null;
}

/** What to carry to prove why one person signs: the court order, the death certificate... */
function singleSignerProof(f: AutorizacaoViagemForm): string | null {
  if (singleSignerReason(f) === null) return null;
  if (isGuardian(f.aut1_relacao))
    return (
      'Leve o **termo de compromisso de guarda ou tutela** (ou a decisão judicial que nomeou quem assina), ' +
      'original ou cópia autenticada.'
    );
  if (f.poder_familiar_unico) {
    const proof = SOLE_AUTHORITY_PROOF[f.poder_familiar_motivo as SoleAuthorityReason];
    return proof
      ? `Leve ${proof}, original ou cópia autenticada: ela prova por que só um genitor assina.`
      : null;
  }
  if (rulingOf(f)?.signers === 'outro_genitor')
    return (
      'O genitor que viaja leva documento que prove a filiação (certidão de nascimento ou RG do(a) menor ' +
      'com o nome dos pais).'
    );
  return null;
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
  const reason = singleSignerReason(f);
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
        `${destination} **${orBlank(clean(f.destino))}**, ${tripDates(f)}.` +
        (reason ? ` ${reason}` : ''),
      indentMm: 12.5,
    },
    {
      type: 'paragraph',
      // Abroad, with the validity: one paragraph less, so each original keeps to one page.
      text:
        validityText(f) +
        (via
          ? ' Documento emitido em duas vias originais, ambas com firma reconhecida: uma delas ficará ' +
            'retida pela Polícia Federal no momento do embarque.'
          : ''),
      indentMm: 12.5,
    },
    { type: 'paragraph', text: legalBasis(f), indentMm: 12.5 },
    { type: 'right', text: placeDate(f), spaceBeforeMm: 6, keepWithNext: true },
    // Room above each line for the signature and the notary's seal of recognition.
    { type: 'signature', spaceBeforeMm: 2, signingSpaceMm: 26, lineWidthMm: 75, signers: signers(f, two) },
  );
  return blocks;
}

/** The closing page: a framed box of what to do before the trip, which says it is no part of the authorization. */
function nextSteps(f: AutorizacaoViagemForm): DocumentBlock[] {
  const abroad = international(f);
  const steps = [
    'Leve a autorização a um cartório de notas para o **reconhecimento de firma** de cada assinatura, por ' +
      'semelhança ou por autenticidade.',
    abroad
      ? 'Leve ao embarque as **duas vias originais** com firma reconhecida: a Polícia Federal retém uma delas.'
      : 'Leve ao embarque o original com firma reconhecida e guarde uma cópia.',
    abroad
      ? 'O(a) menor leva o passaporte válido (e o visto, quando o destino exigir).'
      : 'O(a) menor leva o original de um documento de identificação (RG, passaporte ou certidão de nascimento).',
  ];
  const proof = singleSignerProof(f);
  if (proof) steps.push(proof);
  if (namesCompanion(f)) steps.push('O(a) acompanhante leva o próprio documento de identidade original.');
  steps.push(...signingGuidance('autorizacao_viagem'));
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
