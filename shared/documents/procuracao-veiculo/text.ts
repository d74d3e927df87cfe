// The vehicle power of attorney's text, as blocks: one builder for the SPA's HTML preview and the server's PDF
// (spec part 2 §9; issue 19 item 5; issue 39 item 2). Works on partial drafts: what is still blank becomes a
// line. The instrument holds only the mandate; the guidance is a page of its own that says it is no part of it.
import extenso from 'extenso';
import { cnpjCharacters, maskCnpj } from '../../format/cpf-cnpj';
import { type CalendarDate, dateInWords, monthName } from '../../format/dates';
import { atAddress } from '../../format/street';
import { formatPlate, normaliseRenavam, normaliseVin } from '../../format/vehicle';
import { blocksToPlainText, type DocumentBlock, type PreviewBlock, toPreview } from '../blocks';
import { addressAt, BLANK, cityUf, clean, cpfText, NB, orBlank, rgClause } from '../declaration-text';
import { documentDate } from '../document-date';
import { PROCURACAO_NOTARISATION, signingGuidance } from '../signing-guidance';
import {
  isCompanyDocument,
  MARITAL_STATUS_LABELS,
  type MaritalStatus,
  type ProcuracaoVeiculoForm,
} from './schema';

export const PROCURACAO_VEICULO_TITLE = 'PROCURAÇÃO DE VEÍCULO';
/** The signature line of spec part 2 §9, verbatim. */
export const SIGNATURE_OUTORGANTE = 'ASSINATURA E RECONHECER FIRMA (POR VERDADEIRA)';

export const GUIDANCE_TITLE = 'ORIENTAÇÕES: esta folha não faz parte da procuração';

/**
 * The one sentence on notarisation: the page's note and the guidance page say it alike (the signature line of
 * spec part 2 §9 asks for "firma ... por verdadeira", i.e. por autenticidade).
 */
/** The one sentence on notarisation, as the guidance prints it (without its bold lead-in, for the page's note). */
export const NOTARISATION_SENTENCE = PROCURACAO_NOTARISATION.replace(/^\*\*Assinatura:\*\* /, '').replace(
  /^o\(a\)/,
  'O(A)',
);

type FormLike = Partial<ProcuracaoVeiculoForm>;

function ownerDocumentText(value: unknown): string {
  if (!isCompanyDocument(value)) return cpfText(value);
  const chars = cnpjCharacters(String(value ?? ''));
  return chars.length === 14 ? maskCnpj(chars) : orBlank(clean(value));
}

function ownerAddress(form: FormLike): string {
  return addressAt({
    rua: form.endereco_completo_dono,
    numero: form.numero_endereco_dono,
    bairro: form.bairro_endereco_dono,
    cidade: form.cidade_endereco_dono,
    estado: form.estado_endereco_dono,
    cep: form.cep_endereco_dono,
  });
}

const shown = (value: unknown) => orBlank(clean(value));
const maritalText = (value: unknown) => MARITAL_STATUS_LABELS[value as MaritalStatus] ?? BLANK;

/** "brasileiro(a), casado(a), engenheiro(a)": nationality, marital status and profession (CC art. 654 §1). */
function personQualification(nationality: unknown, marital: unknown, profession: unknown): string {
  return `${shown(nationality)}, ${maritalText(marital)}, ${shown(profession)}`;
}

/** "marca/modelo **Gol**, cor **Prata**, placa **BRA2E19**, RENAVAM **00639884962**, chassi **9BW…**". */
function vehicleText(form: FormLike): string {
  const cor = clean(form.cor_veiculo);
  return (
    `marca/modelo **${shown(form.marca_modelo_veiculo)}**` +
    (cor === '' ? '' : `, cor **${cor}**`) +
    `, placa **${shown(formatPlate(form.placa_veiculo))}**` +
    `, RENAVAM **${shown(normaliseRenavam(form.renavam_veiculo))}**` +
    `, chassi **${shown(normaliseVin(form.chassi_veiculo))}**`
  );
}

/** 5 March 2026 → "cinco de março de dois mil e vinte e seis" (the first day: "primeiro"). */
export function dateFullyInWords(date: CalendarDate): string {
  const day = date.day === 1 ? 'primeiro' : extenso(String(date.day));
  return `${day} de ${monthName(date.month)} de ${extenso(String(date.year))}`;
}

/**
 * The place-and-date line: the checked date ("5 de março de 2026"), with the same date wholly in words after it
 * when chosen. Nothing typed reaches this line: no free text can date the instrument.
 */
export function placeAndDate(form: FormLike): string {
  const date = documentDate({
    data_dia: String(form.data_dia ?? ''),
    data_mes: String(form.data_mes ?? ''),
    data_ano: String(form.data_ano ?? ''),
  });
  const text = date
    ? dateInWords(date) + (form.data_por_extenso === 'sim' ? ` (${dateFullyInWords(date)})` : '')
    : '____ de ____________ de ______';
  return `${cityUf(form.cidade_endereco_dono, form.estado_endereco_dono)}, ${text}.`;
}

/** Powers granted: the special and express ones Código Civil art. 661 §1 requires to dispose of property. */
const POWERS =
  'vender e transferir o referido veículo a quem convier, pelo preço e nas condições que ajustar; preencher e ' +
  'assinar a Autorização para Transferência de Propriedade do Veículo (ATPV-e) e, quando exigido, o ' +
  'Certificado de Registro de Veículo (CRV); receber o preço e dar quitação; e representar o(a) OUTORGANTE ' +
  'perante o Departamento Estadual de Trânsito (DETRAN), suas Circunscrições Regionais (CIRETRAN), a ' +
  'Secretaria Nacional de Trânsito (SENATRAN), as polícias, prefeituras, secretarias da Fazenda e demais ' +
  'órgãos e repartições públicas, podendo requerer, assinar requerimentos, declarações e comunicações de ' +
  'venda, pagar taxas, multas e tributos, requerer vistorias, segundas vias, licenciamento e certidões, e ' +
  'praticar todos os demais atos necessários ao fiel cumprimento deste mandato';

/** The grantor: a person qualified, or a company "neste ato representada por" its named representative. */
function outorganteText(form: FormLike): string {
  const dono = shown(form.nome_completo_dono);
  if (isCompanyDocument(form.cpf_cnpj_dono)) {
    return (
      `**OUTORGANTE:** **${dono}**, pessoa jurídica de direito privado inscrita no CNPJ sob o nº${NB}` +
      `${ownerDocumentText(form.cpf_cnpj_dono)}, com sede ${ownerAddress(form)}, neste ato representada ` +
      `por seu(sua) ${shown(form.representante_cargo)}, **${shown(form.representante_nome)}**, inscrito(a) no ` +
      `CPF sob o nº${NB}${cpfText(form.representante_cpf)}.`
    );
  }
  return (
    `**OUTORGANTE:** **${dono}**, ` +
    `${personQualification(form.nacionalidade_dono, form.estado_civil_dono, form.profissao_dono)}, ` +
    `inscrito(a) no CPF sob o nº${NB}${ownerDocumentText(form.cpf_cnpj_dono)}` +
    `${rgClause(form.rg_dono, '') || `, portador(a) do RG nº${NB}${BLANK}`}, residente e domiciliado(a) ` +
    `${ownerAddress(form)}.`
  );
}

function outorgadoText(form: FormLike): string {
  return (
    `**OUTORGADO(A):** **${shown(form.nome_completo_procurador)}**, ` +
    `${personQualification(form.nacionalidade_procurador, form.estado_civil_procurador, form.profissao_procurador)}, ` +
    `inscrito(a) no CPF sob o nº${NB}${cpfText(form.cpf_procurador)}` +
    `${rgClause(form.rg_procurador, '') || `, portador(a) do RG nº${NB}${BLANK}`}, residente e domiciliado(a) ` +
    // The preposition follows the street's type, as the grantor's: "na Rua …", "no Largo …" (issue 39).
    `${atAddress(clean(form.endereco_procurador), shown(form.endereco_procurador))}.`
  );
}

/** The signature block: the grantor, and for a company the representative whose firma the notary recognises. */
function signatureLines(form: FormLike): string[] {
  const dono = shown(form.nome_completo_dono);
  if (!isCompanyDocument(form.cpf_cnpj_dono))
    return [SIGNATURE_OUTORGANTE, `**${dono}**`, `CPF: ${ownerDocumentText(form.cpf_cnpj_dono)}`];
  return [
    SIGNATURE_OUTORGANTE,
    `**${dono}**`,
    `CNPJ: ${ownerDocumentText(form.cpf_cnpj_dono)}`,
    `por **${shown(form.representante_nome)}**, ${shown(form.representante_cargo)}`,
    `CPF: ${cpfText(form.representante_cpf)} (firma a reconhecer)`,
  ];
}

/** The guidance page: the parties' roles, the notarisation, what each one does next, by when. */
function guidance(form: FormLike): DocumentBlock[] {
  const company = isCompanyDocument(form.cpf_cnpj_dono);
  const steps = [
    `**OUTORGANTE** é quem dá os poderes: ${company ? 'a empresa dona do veículo, por quem a representa' : 'o(a) dono(a) do veículo'}. ` +
      '**OUTORGADO(A)** é o(a) procurador(a), que age em nome do(a) OUTORGANTE com os poderes da procuração, ' +
      'sem poder passá-los a outra pessoa.',
  ];
  if (company) {
    steps.push(
      `A firma reconhecida é a de **${shown(form.representante_nome)}**, que assina pela empresa: leve ao ` +
        'DETRAN o contrato social ou o estatuto (com a ata de eleição, quando houver) que lhe dá poderes para ' +
        'representá-la.',
    );
  }
  steps.push(
    'Antes de assinar, confirme no DETRAN do seu estado se ele aceita procuração particular para o serviço: ' +
      'alguns pedem procuração pública, feita no cartório de notas.',
    '**OUTORGADO(A):** apresente a via original, com a firma reconhecida, e o seu documento de identidade; ao ' +
      'vender, assine a ATPV-e em nome do(a) OUTORGANTE como o DETRAN exigir.',
    `Quem comprar tem **30 dias** para transferir o veículo para o seu nome (CTB, art.${NB}123, §${NB}1º). ` +
      `A venda deve ser comunicada ao DETRAN em até **60 dias** (CTB, art.${NB}134, com a redação da Lei ` +
      `nº${NB}14.071/2020): sem a comunicação, o(a) OUTORGANTE, dono(a) no registro, responde solidariamente ` +
      'pelas penalidades até ela ser feita.',
    'A procuração acaba quando o(a) OUTORGANTE a revoga, pela morte de uma das partes ou quando o negócio ' +
      `termina (Código Civil, art.${NB}682). Guarde uma cópia.`,
    ...signingGuidance('procuracao_veiculo'),
  );
  return [
    { type: 'pageBreak' },
    { type: 'box', title: GUIDANCE_TITLE, paragraphs: steps.map((text, i) => `${i + 1}. ${text}`) },
  ];
}

/**
 * The power of attorney as blocks: title; the grantor (a person qualified, or a company by its representative)
 * and the attorney-in-fact qualified (CC art. 654 §1); the vehicle identified; the special and express powers
 * (CC art. 661 §1); no sub-delegation; place and date; the signature; then the guidance on a page of its own.
 */
export function procuracaoVeiculoBlocks(form: FormLike): DocumentBlock[] {
  const poderes =
    '**PODERES:** Pelo presente instrumento particular de procuração, o(a) OUTORGANTE nomeia e constitui ' +
    'seu(sua) bastante procurador(a) o(a) OUTORGADO(A), a quem confere poderes especiais e expressos, nos ' +
    `termos do art.${NB}661, §${NB}1º, do Código Civil, para, em relação ao veículo de sua propriedade ` +
    `${vehicleText(form)}: ${POWERS}.`;
  const semSubstabelecimento =
    'Esta procuração é outorgada **sem poderes de substabelecimento**: os poderes aqui conferidos serão ' +
    'exercidos pessoalmente pelo(a) OUTORGADO(A).';

  return [
    { type: 'title', text: PROCURACAO_VEICULO_TITLE, spaceAfterMm: 8 },
    { type: 'paragraph', text: outorganteText(form) },
    { type: 'paragraph', text: outorgadoText(form) },
    { type: 'paragraph', text: poderes },
    { type: 'paragraph', text: semSubstabelecimento },
    { type: 'right', text: placeAndDate(form), spaceBeforeMm: 6, keepWithNext: true },
    { type: 'signature', spaceBeforeMm: 2, signingSpaceMm: 14, signers: [{ lines: signatureLines(form) }] },
    ...guidance(form),
  ];
}

/** The power of attorney for the SPA's HTML preview: styled runs per block, text as data (never markup). */
export function procuracaoVeiculoPreview(form: FormLike): PreviewBlock[] {
  return toPreview(procuracaoVeiculoBlocks(form));
}

/** The power of attorney as plain text (tests, search). */
export function procuracaoVeiculoPlainText(form: FormLike): string {
  return blocksToPlainText(procuracaoVeiculoBlocks(form));
}
