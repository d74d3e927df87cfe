// Minor travel authorization form (issue 21; spec part 2 §2 "form content not shown"): the trip's facts first
// (domestic or international, who travels with the child, destination, dates), then the child, the parent(s)
// or guardian who sign and the companion. The lenient draft schema of autosave, and the final check the page
// runs on "Gerar PDF" and the server before a payment and a PDF, which applies the rules of `rules.ts`.
import * as z from 'zod';
import { isValidCpf, maskCpf, onlyDigits } from '../../format/cpf-cnpj';
import { type CalendarDate, calendarDateOf, formatDateBr, parseBrDate } from '../../format/dates';
import { isBrazilianPhone, maskPhone } from '../../format/phone';
import { isUf } from '../../reference/ufs';
import { draftChoice, draftText } from '../draft-fields';
import { type FormCheck, failureList, finalSchema, runFinalCheck } from '../form-check';
import { lazySchema } from '../lazy-schema';
import {
  ADULT_AGE,
  ageOnDates,
  COMPANIONS,
  type Companion,
  ruleTrip,
  signaturesNeeded,
  TRIP_KINDS,
  type TripKind,
  type TripRuling,
} from './rules';

export const RELATIONS = ['mae', 'pai', 'tutor', 'guardiao'] as const;
export type Relation = (typeof RELATIONS)[number];
/** How the document names each signer: a guardian as the law accepts one (Res. CNJ 131/2011, art. 7º). */
export const RELATION_LABELS: Record<Relation, string> = {
  mae: 'mãe',
  pai: 'pai',
  tutor: 'tutor(a)',
  guardiao: 'guardião(ã) por prazo indeterminado',
};
/** The second signer is always the other parent. */
export const PARENTS: readonly Relation[] = ['mae', 'pai'];

/** Why only the travelling parent holds parental authority: what the Polícia Federal asks to see. */
export const SOLE_AUTHORITY_REASONS = ['falecimento', 'decisao_judicial', 'sem_filiacao'] as const;
export type SoleAuthorityReason = (typeof SOLE_AUTHORITY_REASONS)[number];
export const NATIONALITIES = ['brasileira', 'estrangeira'] as const;
export const RESIDENCES = ['brasil', 'exterior'] as const;

/** The page's and the server's messages (the spec has none for this form: written for it, issue 21). */
export const AUTORIZACAO_VIAGEM_MESSAGES = {
  tipo: 'Informe se a viagem é nacional ou internacional',
  acompanhante: 'Informe com quem o(a) menor vai viajar',
  destino: 'Informe o destino da viagem',
  dataIda: 'Informe a data de ida (DD/MM/AAAA)',
  idaAntes: 'A data de ida não pode ser anterior à data da autorização',
  dataVolta: 'Data de volta inválida (DD/MM/AAAA)',
  voltaAntes: 'A data de volta não pode ser anterior à data de ida',
  validade: 'Data de validade inválida (DD/MM/AAAA)',
  validadeAntes: 'A validade não pode terminar antes da data da autorização',
  menorNome: 'Informe o nome completo do(a) menor',
  menorNascimento: 'Informe a data de nascimento do(a) menor (DD/MM/AAAA)',
  nascimentoFuturo: 'A data de nascimento não pode ser depois da viagem',
  maior: 'Na data da viagem a pessoa já terá 18 anos: não é menor de idade e não precisa de autorização',
  menorNaturalidade: 'Informe a naturalidade do(a) menor (cidade/UF)',
  menorDocumento: 'Informe o RG ou o número da certidão de nascimento do(a) menor',
  cpf: 'CPF inválido',
  autNome: 'Informe o nome completo de quem autoriza',
  autCpf: 'Informe o CPF de quem autoriza',
  autRg: 'Informe o RG de quem autoriza',
  autNacionalidade: 'Informe a nacionalidade de quem autoriza',
  autEndereco: 'Informe o endereço de quem autoriza',
  autRelacao: 'Informe se quem autoriza é mãe, pai, tutor(a) ou guardião(ã)',
  telefone: 'Telefone inválido: informe DDD e número',
  ambos: 'Esta viagem exige a autorização dos dois genitores: preencha os dados do segundo genitor',
  acompNome: 'Informe o nome do(a) acompanhante',
  acompDocumento: 'Informe o RG ou o passaporte do(a) acompanhante',
  acompRelacao: 'Informe a relação do(a) acompanhante com o(a) menor',
  local: 'Informe a cidade e o estado onde a autorização é assinada',
  data: 'Informe a data da autorização (DD/MM/AAAA)',
  poderFamiliarMotivo: 'Informe por que só um dos genitores exerce o poder familiar',
  autDecisao: 'Informe o número do processo ou do termo de guarda ou tutela',
  segundoGenitor: 'O segundo genitor é a mãe ou o pai',
  acompNacionalidade: 'Informe se o(a) acompanhante é brasileiro(a) ou estrangeiro(a)',
  acompNacionalidadeOutra: 'Informe a nacionalidade do(a) acompanhante',
  acompResidencia: 'Informe se o(a) acompanhante mora no Brasil ou no exterior',
  acompPais: 'Informe o país onde o(a) acompanhante mora',
  art85:
    'Com estrangeiro que mora no exterior, a criança só sai do Brasil com autorização judicial (ECA, art. 85): ' +
    'peça-a na Vara da Infância e da Juventude da comarca onde a criança mora',
} as const;

const flag = (label: string) =>
  z
    .boolean({ error: `${label}: valor inválido` })
    .nullish()
    .transform((value) => value ?? false);

const draftShape = () => ({
  tipo_viagem: draftChoice(TRIP_KINDS, 'Tipo de viagem: valor inválido'),
  acompanhante: draftChoice(COMPANIONS, 'Acompanhante: valor inválido'),
  comarca_contigua: flag('Comarca vizinha'),
  poder_familiar_unico: flag('Poder familiar'),
  poder_familiar_motivo: draftChoice(
    SOLE_AUTHORITY_REASONS,
    'Motivo do poder familiar único: valor inválido',
  ),
  destino: draftText('Destino', 200),
  data_ida: draftText('Data de ida', 10),
  data_volta: draftText('Data de volta', 10),
  validade_ate: draftText('Validade', 10),
  menor_nome: draftText('Nome do(a) menor', 120),
  menor_nascimento: draftText('Nascimento do(a) menor', 10),
  menor_naturalidade: draftText('Naturalidade do(a) menor', 80),
  menor_documento: draftText('Documento do(a) menor', 40),
  menor_cpf: draftText('CPF do(a) menor', 14),
  aut1_nome: draftText('Nome de quem autoriza', 120),
  aut1_nacionalidade: draftText('Nacionalidade de quem autoriza', 40),
  aut1_rg: draftText('RG de quem autoriza', 20),
  aut1_cpf: draftText('CPF de quem autoriza', 14),
  aut1_endereco: draftText('Endereço de quem autoriza', 200),
  aut1_telefone: draftText('Telefone de quem autoriza', 16),
  aut1_relacao: draftChoice(RELATIONS, 'Relação de quem autoriza: valor inválido'),
  aut1_decisao: draftText('Processo ou termo de guarda ou tutela', 60),
  aut2_nome: draftText('Nome do segundo genitor', 120),
  aut2_nacionalidade: draftText('Nacionalidade do segundo genitor', 40),
  aut2_rg: draftText('RG do segundo genitor', 20),
  aut2_cpf: draftText('CPF do segundo genitor', 14),
  aut2_endereco: draftText('Endereço do segundo genitor', 200),
  aut2_telefone: draftText('Telefone do segundo genitor', 16),
  aut2_relacao: draftChoice(RELATIONS, 'Relação do segundo genitor: valor inválido'),
  acomp_nome: draftText('Nome do(a) acompanhante', 120),
  acomp_documento: draftText('Documento do(a) acompanhante', 40),
  acomp_cpf: draftText('CPF do(a) acompanhante', 14),
  acomp_relacao: draftText('Relação do(a) acompanhante', 60),
  acomp_nacionalidade: draftChoice(NATIONALITIES, 'Nacionalidade do(a) acompanhante: valor inválido'),
  acomp_nacionalidade_outra: draftText('Nacionalidade do(a) acompanhante', 40),
  acomp_residencia: draftChoice(RESIDENCES, 'Residência do(a) acompanhante: valor inválido'),
  acomp_pais_residencia: draftText('País de residência do(a) acompanhante', 60),
  local_cidade: draftText('Cidade', 80),
  local_estado: draftText('Estado', 2),
  data_documento: draftText('Data da autorização', 10),
});

/** The draft: any partially filled form; missing fields read as "" (flags as false), unknown ones dropped. */
export const autorizacaoViagemDraftSchema = lazySchema(() => z.object(draftShape()));
export type AutorizacaoViagemForm = z.output<typeof autorizacaoViagemDraftSchema>;
export type AutorizacaoViagemField = keyof AutorizacaoViagemForm;

/** A form that passed the final check: choices made, masks applied. */
export type AutorizacaoViagemFinal = AutorizacaoViagemForm & {
  tipo_viagem: TripKind;
  acompanhante: Companion;
};
export type AutorizacaoViagemCheck = FormCheck<AutorizacaoViagemField, AutorizacaoViagemFinal>;

const filled = (value: string) => value.trim() !== '';
const before = (a: CalendarDate, b: CalendarDate) =>
  (a.year - b.year || a.month - b.month || a.day - b.day) < 0;

/** The child's age on the departure date (the document's date while there is none), or null. */
export function menorIdade(
  form: Pick<AutorizacaoViagemForm, 'menor_nascimento' | 'data_ida' | 'data_documento'>,
) {
  const on = parseBrDate(form.data_ida) ? form.data_ida : form.data_documento;
  return ageOnDates(form.menor_nascimento, on);
}

type Choices = Pick<AutorizacaoViagemForm, 'tipo_viagem' | 'acompanhante'>;

/** The neighbouring-district box: asked on domestic trips that do not go with a parent. */
export const asksComarca = (f: Choices) =>
  f.tipo_viagem === 'nacional' && f.acompanhante !== 'ambos_genitores' && f.acompanhante !== 'um_genitor';
/** The sole-parental-authority box: asked on trips abroad without both parents. */
export const asksPoderFamiliar = (f: Choices) =>
  f.tipo_viagem === 'internacional' && f.acompanhante !== 'ambos_genitores' && f.acompanhante !== '';
/** The companion's section: shown when someone other than both parents travels with the child. */
export const asksCompanion = (f: Choices) =>
  f.acompanhante === 'um_genitor' || f.acompanhante === 'parente' || f.acompanhante === 'outro';
/**
 * The companion's nationality and residence (ECA art. 85): asked on trips abroad with a third party (a parent
 * who travels is the rule's exception, Res. CNJ 131/2011).
 */
export const asksCompanionOrigin = (f: Choices) =>
  f.tipo_viagem === 'internacional' && (f.acompanhante === 'parente' || f.acompanhante === 'outro');
/** The court order's number: asked of a guardian or tutor. */
export const isGuardian = (relation: string) => relation === 'tutor' || relation === 'guardiao';

const COMPANION_FIELDS = [
  'acomp_nome',
  'acomp_documento',
  'acomp_cpf',
  'acomp_relacao',
] as const satisfies readonly AutorizacaoViagemField[];
const ORIGIN_FIELDS = [
  'acomp_nacionalidade',
  'acomp_nacionalidade_outra',
  'acomp_residencia',
  'acomp_pais_residencia',
] as const satisfies readonly AutorizacaoViagemField[];
/** The second signer's fields blanked when hidden. */
const SECOND_SIGNER_FIELDS = [
  'aut2_nome',
  'aut2_nacionalidade',
  'aut2_rg',
  'aut2_cpf',
  'aut2_endereco',
  'aut2_telefone',
  'aut2_relacao',
] as const satisfies readonly AutorizacaoViagemField[];

/**
 * The form as the page shows it: every field a choice hides blanked (a box unticked). The page stores this, and
 * the final check and the PDF read only this, so a companion typed and then hidden never reaches the paper.
 */
export function visibleAutorizacaoViagem(form: AutorizacaoViagemForm): AutorizacaoViagemForm {
  const f = { ...form };
  if (!asksComarca(f)) f.comarca_contigua = false;
  if (!asksPoderFamiliar(f)) f.poder_familiar_unico = false;
  if (!f.poder_familiar_unico) f.poder_familiar_motivo = '';
  if (!isGuardian(f.aut1_relacao)) f.aut1_decisao = '';
  if (!asksCompanion(f)) for (const field of COMPANION_FIELDS) f[field] = '';
  if (!asksCompanionOrigin(f)) for (const field of ORIGIN_FIELDS) f[field] = '';
  if (f.acomp_nacionalidade !== 'estrangeira') f.acomp_nacionalidade_outra = '';
  if (f.acomp_residencia !== 'exterior') f.acomp_pais_residencia = '';
  if (signatureCount(f) !== 2) for (const field of SECOND_SIGNER_FIELDS) f[field] = '';
  return f;
}

/** Abroad with a foreigner who lives abroad (ECA art. 85), as answered. */
export const foreignCompanionAbroad = (f: AutorizacaoViagemForm) =>
  asksCompanionOrigin(f) && f.acomp_nacionalidade === 'estrangeira' && f.acomp_residencia === 'exterior';

/** The rules' answer for the trip as filled so far, or null until its kind and companion are chosen. */
export function rulingOf(form: AutorizacaoViagemForm): TripRuling | null {
  if (form.tipo_viagem === '' || form.acompanhante === '') return null;
  return ruleTrip({
    tipo: form.tipo_viagem,
    acompanhante: form.acompanhante,
    comarcaContigua: asksComarca(form) && form.comarca_contigua,
    poderFamiliarUnico: asksPoderFamiliar(form) && form.poder_familiar_unico,
    idade: menorIdade(form),
    acompanhanteEstrangeiroNoExterior: foreignCompanionAbroad(form),
  });
}

/** How many people sign the document as filled: 2 when the rules need both parents and no exception applies. */
export function signatureCount(form: AutorizacaoViagemForm): 1 | 2 {
  const ruling = rulingOf(form);
  if (!ruling) return 1;
  return signaturesNeeded(ruling, {
    guardianSigns: isGuardian(form.aut1_relacao),
    poderFamiliarUnico: asksPoderFamiliar(form) && form.poder_familiar_unico,
  });
}

/** Whether the document names a companion: one is shown, and the rules need one or the person typed one. */
export function namesCompanion(form: AutorizacaoViagemForm): boolean {
  if (!asksCompanion(form)) return false;
  const ruling = rulingOf(form);
  return (ruling?.companionRequired ?? false) || filled(form.acomp_nome);
}

type Fail = (message: string, field?: AutorizacaoViagemField) => void;

function signerFailures(f: AutorizacaoViagemForm, prefix: 'aut1' | 'aut2', fail: Fail, second: boolean) {
  const m = AUTORIZACAO_VIAGEM_MESSAGES;
  const field = (name: string) => `${prefix}_${name}` as AutorizacaoViagemField;
  const value = (name: string) => String(f[field(name)]);
  const say = (message: string) => (second ? m.ambos : message);
  if (!filled(value('nome'))) fail(say(m.autNome), field('nome'));
  if (!filled(value('relacao'))) fail(say(m.autRelacao), field('relacao'));
  else if (second && !PARENTS.includes(value('relacao') as Relation))
    fail(m.segundoGenitor, field('relacao'));
  else if (!second && isGuardian(value('relacao')) && !filled(f.aut1_decisao))
    fail(m.autDecisao, 'aut1_decisao');
  if (!filled(value('nacionalidade'))) fail(say(m.autNacionalidade), field('nacionalidade'));
  if (!filled(value('rg'))) fail(say(m.autRg), field('rg'));
  if (onlyDigits(value('cpf')) === '') fail(say(m.autCpf), field('cpf'));
  else if (!isValidCpf(value('cpf'))) fail(m.cpf, field('cpf'));
  if (!filled(value('endereco'))) fail(say(m.autEndereco), field('endereco'));
  if (filled(value('telefone')) && !isBrazilianPhone(value('telefone'))) fail(m.telefone, field('telefone'));
}

/**
 * The rules in the page's order: the trip, the child (age on the departure date), who signs (both parents when
 * the rules need them), the companion when the rules name one, place and date. Every failing field is listed.
 */
function failures(form: AutorizacaoViagemForm, today: CalendarDate) {
  const m = AUTORIZACAO_VIAGEM_MESSAGES;
  const f = visibleAutorizacaoViagem(form);
  const { found, fail } = failureList<AutorizacaoViagemField>();
  const documento = parseBrDate(f.data_documento);
  const ida = parseBrDate(f.data_ida);

  if (f.tipo_viagem === '') fail(m.tipo, 'tipo_viagem');
  if (f.acompanhante === '') fail(m.acompanhante, 'acompanhante');
  if (!filled(f.destino)) fail(m.destino, 'destino');
  // Within Brazil the dates may stay blank: the paper then holds for its validity (Res. CNJ 295/2019).
  const datesOptional = f.tipo_viagem === 'nacional' && !filled(f.data_ida) && !filled(f.data_volta);
  if (!ida) {
    if (!datesOptional) fail(m.dataIda, 'data_ida');
  } else if (documento && before(ida, documento)) fail(m.idaAntes, 'data_ida');
  if (filled(f.data_volta)) {
    const volta = parseBrDate(f.data_volta);
    if (!volta) fail(m.dataVolta, 'data_volta');
    else if (ida && before(volta, ida)) fail(m.voltaAntes, 'data_volta');
  }
  if (filled(f.validade_ate)) {
    const ate = parseBrDate(f.validade_ate);
    if (!ate) fail(m.validade, 'validade_ate');
    else if (before(ate, documento ?? today)) fail(m.validadeAntes, 'validade_ate');
  }

  if (!filled(f.menor_nome)) fail(m.menorNome, 'menor_nome');
  const nascimento = parseBrDate(f.menor_nascimento);
  const idade = menorIdade(f);
  if (!nascimento) fail(m.menorNascimento, 'menor_nascimento');
  else if (idade !== null && idade < 0) fail(m.nascimentoFuturo, 'menor_nascimento');
  else if (idade !== null && idade >= ADULT_AGE) fail(m.maior, 'menor_nascimento');
  if (!filled(f.menor_naturalidade)) fail(m.menorNaturalidade, 'menor_naturalidade');
  if (!filled(f.menor_documento)) fail(m.menorDocumento, 'menor_documento');
  if (onlyDigits(f.menor_cpf) !== '' && !isValidCpf(f.menor_cpf)) fail(m.cpf, 'menor_cpf');

  if (f.poder_familiar_unico && f.poder_familiar_motivo === '')
    fail(m.poderFamiliarMotivo, 'poder_familiar_motivo');
  signerFailures(f, 'aut1', fail, false);
  if (signatureCount(f) === 2) signerFailures(f, 'aut2', fail, true);

  if (namesCompanion(f)) {
    if (!filled(f.acomp_nome)) fail(m.acompNome, 'acomp_nome');
    if (!filled(f.acomp_documento)) fail(m.acompDocumento, 'acomp_documento');
    if (onlyDigits(f.acomp_cpf) !== '' && !isValidCpf(f.acomp_cpf)) fail(m.cpf, 'acomp_cpf');
    if (!filled(f.acomp_relacao)) fail(m.acompRelacao, 'acomp_relacao');
  }
  if (asksCompanionOrigin(f) && namesCompanion(f)) {
    if (f.acomp_nacionalidade === '') fail(m.acompNacionalidade, 'acomp_nacionalidade');
    else if (f.acomp_nacionalidade === 'estrangeira' && !filled(f.acomp_nacionalidade_outra))
      fail(m.acompNacionalidadeOutra, 'acomp_nacionalidade_outra');
    if (f.acomp_residencia === '') fail(m.acompResidencia, 'acomp_residencia');
    else if (f.acomp_residencia === 'exterior' && !filled(f.acomp_pais_residencia))
      fail(m.acompPais, 'acomp_pais_residencia');
  }
  if (rulingOf(f)?.judicial) fail(m.art85, 'acomp_residencia');

  if (!isUf(f.local_estado)) fail(m.local, 'local_estado');
  if (!filled(f.local_cidade)) fail(m.local, 'local_cidade');
  if (!documento) fail(m.data, 'data_documento');
  return found;
}

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();
const maskedCpf = (value: string) => (onlyDigits(value) === '' ? '' : maskCpf(value));
const maskedPhone = (value: string) => (filled(value) ? maskPhone(value) : '');

function normalise(form: AutorizacaoViagemForm): AutorizacaoViagemFinal {
  const f = visibleAutorizacaoViagem(form);
  const texts = Object.fromEntries(
    Object.entries(f).map(([key, value]) => [key, typeof value === 'string' ? clean(value) : value]),
  ) as AutorizacaoViagemForm;
  const two = signatureCount(f) === 2;
  const companion = namesCompanion(f);
  const second = (value: string) => (two ? value : '');
  return {
    ...texts,
    tipo_viagem: f.tipo_viagem as TripKind,
    acompanhante: f.acompanhante as Companion,
    menor_cpf: maskedCpf(f.menor_cpf),
    aut1_cpf: maskedCpf(f.aut1_cpf),
    aut1_telefone: maskedPhone(f.aut1_telefone),
    // The second signer only when the rules need one: nothing typed there before reaches the document.
    aut2_nome: second(texts.aut2_nome),
    aut2_nacionalidade: second(texts.aut2_nacionalidade),
    aut2_rg: second(texts.aut2_rg),
    aut2_cpf: second(maskedCpf(f.aut2_cpf)),
    aut2_endereco: second(texts.aut2_endereco),
    aut2_telefone: second(maskedPhone(f.aut2_telefone)),
    aut2_relacao: two ? f.aut2_relacao : '',
    acomp_nome: companion ? texts.acomp_nome : '',
    acomp_documento: companion ? texts.acomp_documento : '',
    acomp_cpf: companion ? maskedCpf(f.acomp_cpf) : '',
    acomp_relacao: companion ? texts.acomp_relacao : '',
    local_estado: f.local_estado.trim().toUpperCase(),
  };
}

/** The final check as a zod schema: every failing rule as an issue on its field, then the normalised form. */
export function autorizacaoViagemFinalSchema(today: Date = new Date()) {
  const day = calendarDateOf(today);
  return finalSchema(autorizacaoViagemDraftSchema, (form) => failures(form, day), normalise);
}

/** The check of "Gerar PDF", of a payment and of the PDF: the first message and every failing field, or the form. */
export function checkAutorizacaoViagem(input: unknown, today: Date = new Date()): AutorizacaoViagemCheck {
  return runFinalCheck(
    autorizacaoViagemFinalSchema(today),
    Object.keys(autorizacaoViagemDraftSchema.shape),
    input,
  );
}

/** A blank form dated `today` (Brazil's time); every nationality starts empty, chosen by the person (issue 41). */
export function emptyAutorizacaoViagem(today: Date = new Date()): AutorizacaoViagemForm {
  return {
    ...autorizacaoViagemDraftSchema.parse({}),
    data_documento: formatDateBr(today),
  };
}

const PRESET: ReadonlySet<string> = new Set(['comarca_contigua', 'poder_familiar_unico', 'data_documento']);

/** Nothing typed yet: every field but the presets is empty. */
export function isBlankAutorizacaoViagem(form: AutorizacaoViagemForm): boolean {
  return Object.entries(form).every(([field, value]) => PRESET.has(field) || String(value).trim() === '');
}
