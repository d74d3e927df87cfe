// The rental contract's text (Lei nº 8.245/1991), as blocks: one builder for the SPA's live preview and the
// server's PDF. Plain Portuguese a lay person can follow, clause by clause; works on partial drafts (blanks
// become lines, so the preview shows where the data goes).

import extenso from 'extenso';
import type { CalendarDate } from '../../format/dates';
import { centsFromDigits, formatCents, moneyInWords } from '../../format/money';
import { withConfirmationLines } from '../../invitations/record';
import { blocksToPlainText, type DocumentBlock, type PreviewBlock, type Signer, toPreview } from '../blocks';
import { clause, WITNESSES } from '../contract-text';
import { BLANK, cityUf, clean, cpfText, NB, orBlank } from '../declaration-text';
import { cnpjText, hasSpouse, partySigner, qualification } from '../parties';
import {
  dateAsChosen,
  dueDateAfter,
  paymentTermText,
  propertyAt,
  receiptsBlocks,
} from '../recibo-aluguel/receipts';
import { dueDayOf, rentOf } from '../recibo-aluguel/schema';
import { signingGuidance } from '../signing-guidance';
import {
  ART_46_MESES,
  type ContratoLocacaoForm,
  guaranteeOf,
  type INDICES_REAJUSTE,
  MAX_MULTA_ATRASO,
  signingDateOf,
  startDateOf,
  VENIA_CONJUGAL_MESES,
  wantsReceipts,
} from './schema';

type FormLike = Partial<ContratoLocacaoForm>;

const LEI = `Lei nº${NB}8.245/1991`;

const INDICE_NOMES: Record<(typeof INDICES_REAJUSTE)[number], string> = {
  IPCA: 'Índice Nacional de Preços ao Consumidor Amplo (IPCA/IBGE)',
  'IGP-M': 'Índice Geral de Preços do Mercado (IGP-M/FGV)',
  INPC: 'Índice Nacional de Preços ao Consumidor (INPC/IBGE)',
  'IPC-FIPE': 'Índice de Preços ao Consumidor da FIPE (IPC-FIPE)',
};

export function contratoLocacaoTitle(form: FormLike): string {
  return `CONTRATO DE LOCAÇÃO DE IMÓVEL ${form.natureza_locacao === 'comercial' ? 'COMERCIAL' : 'RESIDENCIAL'}`;
}

const s = (form: object, key: string) => String((form as Record<string, unknown>)[key] ?? '');

/** 12 → "12 (doze)". */
function countInWords(n: number, feminine = false): string {
  const words = extenso(String(n), feminine ? { number: { gender: 'f' } } : {});
  return `${n} (${words})`;
}

function dateText(date: CalendarDate | null, form: FormLike): string {
  return date ? dateAsChosen(date, form.data_formato_extenso) : '____/____/______';
}

/** The last day of the term: the day before the same day `months` months after the start. */
export function endDateOf(start: CalendarDate, months: number): CalendarDate {
  const next = dueDateAfter(start.year, start.month, months, start.day);
  const t = Date.UTC(next.year, next.month - 1, next.day) - 86_400_000;
  const d = new Date(t);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function termMonths(form: FormLike): number | null {
  const text = s(form, 'prazo_meses').trim();
  return /^\d{1,3}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

function amountText(cents: number, words: string): string {
  return cents > 0 ? `R$${NB}${formatCents(cents)} (${words})` : `R$${NB}${BLANK}`;
}

const LEI_11196 = `Lei nº${NB}11.196/2005`;

/** The guarantor is a married person (or in a stable union): the spouse signs the consent (CC art. 1.647 III). */
function guarantorSpouse(form: FormLike): boolean {
  return guaranteeOf(guaranteeFields(form)) === 'fianca' && hasSpouse(form, 'fiador');
}

/**
 * The lease runs ten years or more and the lessor is married or in a stable union: the spouse's consent of art. 3
 * (a single, widowed or divorced lessor, or a company, has no spouse to ask).
 */
function needsVeniaConjugal(form: FormLike): boolean {
  const months = termMonths(form);
  return months !== null && months >= VENIA_CONJUGAL_MESES && hasSpouse(form, 'locador');
}

const guaranteeFields = (form: FormLike) => ({
  garantia_tipo: form.garantia_tipo ?? '',
  fiador_ativo: form.fiador_ativo ?? '',
  caucao_ativo: form.caucao_ativo ?? '',
});

/** Rent in advance applies only to a lease with no guarantee (art. 42); otherwise the rent is paid after. */
export function rentInAdvance(form: FormLike): boolean {
  return form.aluguel_antecipado === 'sim' && guaranteeOf(guaranteeFields(form)) === 'nenhuma';
}

/** The charges the tenant pays with the rent, as the receipts list them (IPTU only when the tenant pays it). */
export function chargesOf(form: FormLike): {
  encargo_iptu: 'sim' | 'nao';
  encargo_condominio: 'sim' | 'nao';
} {
  return {
    encargo_iptu: form.iptu_cobranca !== 'incluso' && form.encargo_iptu === 'sim' ? 'sim' : 'nao',
    encargo_condominio: form.imovel_condominio === 'sim' && form.encargo_condominio === 'sim' ? 'sim' : 'nao',
  };
}

function guaranteeClause(form: FormLike): string[] {
  const kind = guaranteeOf(guaranteeFields(form));
  const only = `Esta é a única modalidade de garantia da locação, vedada mais de uma no mesmo contrato (art.${NB}37, parágrafo único, da ${LEI}).`;
  if (kind === 'fianca')
    return [
      `Em garantia de todas as obrigações deste contrato, assina-o como **FIADOR(A)** e principal pagador(a), ` +
        `solidariamente responsável com o(a) LOCATÁRIO(A), ${qualification(form, 'fiador')} (art.${NB}37, II, da ${LEI}).`,
      `A responsabilidade do(a) FIADOR(A) perdura até a efetiva devolução das chaves do imóvel ao(à) LOCADOR(A), ` +
        `ainda que a locação se prorrogue por prazo indeterminado (art.${NB}39 da ${LEI}), abrangendo aluguéis, ` +
        `encargos, multas e reparos. O(A) FIADOR(A) renuncia expressamente ao benefício de ordem (arts.${NB}827 e ` +
        `828, I, do Código Civil), podendo ser cobrado(a) antes do(a) LOCATÁRIO(A). ${only}`,
      // Art. 40 X: the law lets the guarantor leave once the lease runs for an indefinite term; the clause above
      // must not read as a promise that the guarantee cannot end before the keys are returned.
      `Prorrogada a locação por prazo indeterminado, o(a) FIADOR(A) poderá exonerar-se da fiança por notificação ` +
        `ao(à) LOCADOR(A), ficando obrigado(a) por todos os seus efeitos durante 120 (cento e vinte) dias após a ` +
        `notificação (art.${NB}40, X, da ${LEI}); nesse caso, e nos demais do art.${NB}40, o(a) LOCADOR(A) poderá ` +
        `exigir novo fiador ou a substituição da garantia, no prazo de trinta dias, sob pena de desfazimento da ` +
        `locação (art.${NB}40, parágrafo único).`,
      ...(guarantorSpouse(form)
        ? [
            `**OUTORGA CONJUGAL:** ${form.fiador_estado_civil === 'uniao_estavel' ? 'o(a) companheiro(a)' : 'o(a) cônjuge'} ` +
              `do(a) FIADOR(A), **${orBlank(clean(form.fiador_conjuge_nome))}**, inscrito(a) no CPF sob o nº${NB}` +
              `${cpfText(form.fiador_conjuge_cpf)}, assina este contrato e autoriza expressamente a fiança nele ` +
              `prestada (art.${NB}1.647, III, do Código Civil; Súmula 332 do Superior Tribunal de Justiça).`,
          ]
        : []),
    ];
  if (kind === 'caucao') {
    const cents = centsFromDigits(form.caucao_valor);
    return [
      `Em garantia, o(a) LOCATÁRIO(A) entrega ao(à) LOCADOR(A) caução em dinheiro de ` +
        `**${amountText(cents, cents > 0 ? moneyInWords(cents) : BLANK)}**, não superior a três meses de aluguel, ` +
        `a ser depositada em caderneta de poupança e devolvida com seus rendimentos ao fim da locação, ` +
        `descontados os débitos do(a) LOCATÁRIO(A) (art.${NB}37, I, e art.${NB}38, §${NB}2º, da ${LEI}). ${only}`,
    ];
  }
  if (kind === 'seguro')
    return [
      `A locação é garantida por **seguro de fiança locatícia** contratado junto à seguradora ` +
        `**${orBlank(clean(form.seguro_seguradora))}**, apólice nº${NB}**${orBlank(clean(form.seguro_apolice))}**, ` +
        'que abrangerá a totalidade das obrigações do(a) LOCATÁRIO(A) e será mantido em vigor, renovado a cada ' +
        `vencimento, durante toda a locação e suas prorrogações (art.${NB}37, III, e art.${NB}41 da ${LEI}). ${only}`,
    ];
  if (kind === 'cessao_quotas') {
    const cnpj = clean(form.cessao_fundo_cnpj);
    const quotas = clean(form.cessao_quotas);
    return [
      `Em garantia, o(a) LOCATÁRIO(A) cede fiduciariamente ao(à) LOCADOR(A) ${quotas ? `**${quotas}** ` : ''}quotas do ` +
        `fundo de investimento **${orBlank(clean(form.cessao_fundo_nome))}**${cnpj ? `, CNPJ nº${NB}${cnpjText(cnpj)}` : ''}, ` +
        `formalizando a cessão em termo próprio perante a instituição administradora do fundo (art.${NB}37, IV, da ` +
        `${LEI} e arts.${NB}88 e seguintes da ${LEI_11196}). ${only}`,
    ];
  }
  return [
    `A presente locação não conta com nenhuma das garantias do art.${NB}37 da ${LEI}` +
      (rentInAdvance(form)
        ? `; por isso, o(a) LOCADOR(A) pode exigir o aluguel e os encargos antecipadamente, como previsto na cláusula do aluguel (art.${NB}42 da ${LEI}).`
        : '.'),
  ];
}

/** The term clause's renewal by case: art. 46 (residential, 30 months or more), art. 47 (shorter), art. 56 (commercial). */
function renewalParagraphs(form: FormLike, months: number | null): string[] {
  if (form.natureza_locacao === 'comercial')
    return [
      `Findo o prazo, a locação cessa de pleno direito, independentemente de notificação ou aviso (art.${NB}56 da ` +
        `${LEI}). Se o(a) LOCATÁRIO(A) permanecer no imóvel por mais de trinta dias sem oposição do(a) LOCADOR(A), ` +
        `a locação prorroga-se por prazo indeterminado, mantidas as demais cláusulas (art.${NB}56, parágrafo único), ` +
        `e poderá ser denunciada por escrito, com trinta dias para a desocupação (art.${NB}57).`,
      ...(months !== null && months >= 60
        ? [
            'Sendo este contrato escrito e por prazo igual ou superior a cinco anos, o(a) LOCATÁRIO(A) que cumprir ' +
              `os demais requisitos do art.${NB}51 da ${LEI} terá direito à renovação, por ação proposta entre um ano ` +
              `e seis meses antes do fim do prazo (art.${NB}51, §${NB}5º).`,
          ]
        : []),
    ];
  if (months !== null && months >= ART_46_MESES)
    return [
      'Findo o prazo, a locação termina de pleno direito, independentemente de notificação ou aviso ' +
        `(art.${NB}46 da ${LEI}). Se o(a) LOCATÁRIO(A) continuar no imóvel por mais de trinta dias sem oposição do(a) ` +
        'LOCADOR(A), a locação prorroga-se por prazo indeterminado, mantidas as demais cláusulas ' +
        `(art.${NB}46, §${NB}1º); então o(a) LOCADOR(A) poderá denunciá-la a qualquer tempo, concedido o prazo de ` +
        `trinta dias para a desocupação (art.${NB}46, §${NB}2º).`,
    ];
  return [
    'Findo o prazo, a locação prorroga-se automaticamente por prazo indeterminado, mantidas as demais cláusulas, ' +
      `e o(a) LOCADOR(A) só poderá retomar o imóvel nas hipóteses do art.${NB}47 da ${LEI}: I – nos casos do ` +
      `art.${NB}9º (mútuo acordo, infração legal ou contratual, falta de pagamento do aluguel e encargos, reparações ` +
      'urgentes determinadas pelo Poder Público); II – extinção do contrato de trabalho, se a ocupação do imóvel ' +
      'estiver relacionada com o emprego; III – pedido para uso próprio, de cônjuge ou companheiro(a), ou para uso ' +
      'residencial de ascendente ou descendente que não disponha, nem seu cônjuge ou companheiro(a), de imóvel ' +
      'residencial próprio; IV – demolição e edificação licenciada ou obras aprovadas pelo Poder Público que ' +
      'aumentem a área construída em, no mínimo, vinte por cento; V – vigência ininterrupta da locação superior a ' +
      'cinco anos.',
  ];
}

/** Property registration codes given (CIB of LC 214/2025, municipal registration): printed when filled. */
function propertyCodes(form: FormLike): string {
  const codes = [
    ...(clean(form.imovel_inscricao)
      ? [`inscrição imobiliária municipal nº${NB}${clean(form.imovel_inscricao)}`]
      : []),
    ...(clean(form.imovel_cib)
      ? [
          `Cadastro Imobiliário Brasileiro (CIB, Lei Complementar nº${NB}214/2025) nº${NB}${clean(form.imovel_cib)}`,
        ]
      : []),
  ];
  return codes.length > 0 ? `, ${codes.join(', ')}` : '';
}

/** 10 → "10% (dez por cento)". */
function percentText(n: number): string {
  return `${n}% (${extenso(String(n))} por cento)`;
}

function lateFee(form: FormLike): number {
  const text = String(form.multa_atraso ?? '').trim();
  const n = Number(text);
  return /^\d{1,2}$/.test(text) && n >= 1 && n <= MAX_MULTA_ATRASO ? n : MAX_MULTA_ATRASO;
}

export const NEXT_STEPS_TITLE = 'Próximos passos';

/**
 * "Rubricas: ______ ______": a blank for each party who signs (lessor, lessee, guarantor and spouse), printed
 * at the top of every page of the contract (issue 38 item 7).
 */
export function initialsLine(form: FormLike): string {
  const kind = guaranteeOf(guaranteeFields(form));
  const count =
    2 + (kind === 'fianca' ? 1 : 0) + (guarantorSpouse(form) ? 1 : 0) + (needsVeniaConjugal(form) ? 1 : 0);
  return `Rubricas: ${Array.from({ length: count }, () => '__________').join(' ')}`;
}

/**
 * The framed "Próximos passos" (issue 38 item 8): who signs and initials what, the spouses' consent, the
 * witnesses, the optional notarised signatures, the inspection term, registering the lease (art. 8), the
 * guarantee's own step, and keeping the receipts.
 */
export function nextStepsBox(form: FormLike): DocumentBlock {
  const kind = guaranteeOf(guaranteeFields(form));
  const signers = ['LOCADOR(A)', 'LOCATÁRIO(A)', ...(kind === 'fianca' ? ['FIADOR(A)'] : [])];
  const steps = [
    `**Assinaturas:** ${signers.join(', ')} assinam ao final de todas as vias e rubricam cada página na linha ` +
      '"Rubricas"; quem representa uma empresa assina por ela e guarda cópia do documento que lhe dá poderes.',
    ...(guarantorSpouse(form)
      ? [
          '**Outorga conjugal:** o(a) cônjuge ou companheiro(a) do(a) FIADOR(A) assina na linha própria; sem essa ' +
            `assinatura a fiança pode ser anulada (art.${NB}1.647, III, do Código Civil; Súmula 332 do STJ).`,
        ]
      : []),
    ...(needsVeniaConjugal(form)
      ? [
          `**Vênia conjugal:** com prazo de dez anos ou mais, o(a) cônjuge ou companheiro(a) do(a) LOCADOR(A) assina o contrato e rubrica as páginas; ` +
            `sem essa assinatura, não fica obrigado(a) a respeitar o prazo excedente (art.${NB}3º da ${LEI}).`,
        ]
      : []),
    `**Testemunhas:** duas pessoas maiores e capazes, que não sejam parte, assinam e informam nome e CPF (art.${NB}784, ` +
      'III, do Código de Processo Civil).',
    ...signingGuidance('contrato_locacao'),
    '**Reconhecimento de firma** em cartório: opcional, dá mais segurança quanto à autoria das assinaturas e é ' +
      'exigido para o registro do contrato.',
    form.possui_termo_vistoria === 'sim'
      ? '**Vistoria:** anexe a este contrato o termo de vistoria assinado pelo(a) LOCADOR(A) e pelo(a) LOCATÁRIO(A).'
      : '**Vistoria:** façam a vistoria do imóvel na entrega das chaves e anexem o termo assinado pelos dois ' +
        `(art.${NB}22, V, e art.${NB}23, III, da ${LEI}).`,
    ...(kind === 'caucao'
      ? [
          `**Caução:** deposite o valor em caderneta de poupança (art.${NB}38, §${NB}2º, da ${LEI}) e guarde o comprovante.`,
        ]
      : []),
    ...(kind === 'seguro'
      ? ['**Seguro-fiança:** guarde a apólice e renove-a a cada vencimento enquanto durar a locação.']
      : []),
    ...(kind === 'cessao_quotas'
      ? ['**Cessão de quotas:** formalize o termo de cessão fiduciária com a administradora do fundo.']
      : []),
    `**Registro:** para que um comprador do imóvel tenha de respeitar a locação, registre o contrato na matrícula do ` +
      `imóvel, no Cartório de Registro de Imóveis (art.${NB}8º da ${LEI}); averbado ao menos trinta dias antes de ` +
      `uma venda, o contrato também permite ao(à) LOCATÁRIO(A) preterido(a) na preferência haver o imóvel para si ` +
      `(art.${NB}33).`,
    `**Recibos:** o(a) LOCADOR(A) dá recibo discriminado de cada pagamento (art.${NB}22, VI, da ${LEI}); o(a) ` +
      'LOCATÁRIO(A) guarda todos até o fim da locação e por mais três anos (art.\u00a0206, §\u00a03º, I, do Código Civil).',
  ];
  return {
    type: 'box',
    title: NEXT_STEPS_TITLE,
    spaceBeforeMm: 6,
    paragraphs: steps.map((step, i) => `${i + 1}. ${step}`),
  };
}

/**
 * The contract as blocks: title; the parties' qualification; the clauses (property, purpose, term and renewal
 * by case, rent and payment, readjustment, IPTU, condominium and utilities, inspection term when flagged,
 * upkeep, guarantee with the spouse's consent, sale of the property, termination and the proportional fine of
 * art. 4, forum); place and date; signature lines of the parties, the guarantor and spouse, the lessor's spouse
 * (10 years or more), two witnesses with name and CPF; the next steps.
 */
export function contratoLocacaoBlocks(form: FormLike): DocumentBlock[] {
  const comercial = form.natureza_locacao === 'comercial';
  const kind = guaranteeOf(guaranteeFields(form));
  const fiador = kind === 'fianca';
  const start = startDateOf({
    data_inicio_dia: s(form, 'data_inicio_dia'),
    data_inicio_mes: s(form, 'data_inicio_mes'),
    data_inicio_ano: s(form, 'data_inicio_ano'),
  });
  const months = termMonths(form);
  const end = start && months ? endDateOf(start, months) : null;
  const rent = rentOf({
    aluguel_valor: s(form, 'aluguel_valor'),
    aluguel_valor_extenso: s(form, 'aluguel_valor_extenso'),
  });
  const dueDay = dueDayOf(s(form, 'dia_vencimento'));
  const advance = rentInAdvance(form);
  const indice =
    INDICE_NOMES[(form.indice_reajuste || 'IPCA') as keyof typeof INDICE_NOMES] ?? INDICE_NOMES.IPCA;
  const cidadeImovel = cityUf(form.imovel_endereco_cidade, form.imovel_endereco_estado);
  const energia = orBlank(clean(form.matricula_energia));
  const saneamento = orBlank(clean(form.matricula_saneamento));
  const signing = signingDateOf({
    data_ass_dia: s(form, 'data_ass_dia'),
    data_ass_mes: s(form, 'data_ass_mes'),
    data_ass_ano: s(form, 'data_ass_ano'),
  });
  const copies = fiador ? '3 (três)' : '2 (duas)';
  const condominio = form.imovel_condominio === 'sim';
  const charges = chargesOf(form);
  const venia = needsVeniaConjugal(form);

  let n = 0;
  const next = () => {
    n += 1;
    return n;
  };
  const clauses: DocumentBlock[] = [
    ...clause(
      next(),
      'DO IMÓVEL',
      `O(A) LOCADOR(A) dá em locação ao(à) LOCATÁRIO(A) o imóvel situado ${propertyAt(form)}` +
        `${propertyCodes(form)}${condominio ? ', integrante de condomínio edilício' : ''}, com suas instalações e pertences.`,
    ),
    ...clause(
      next(),
      'DA FINALIDADE',
      comercial
        ? 'O imóvel destina-se exclusivamente ao uso **comercial** (não residencial) do(a) LOCATÁRIO(A), ' +
            'cabendo a este(a) obter as licenças exigidas para sua atividade. É proibido mudar a destinação, ' +
            `sublocar, ceder ou emprestar o imóvel, no todo ou em parte, sem consentimento prévio e por escrito do(a) LOCADOR(A) (art.${NB}13 da ${LEI}).`
        : 'O imóvel destina-se exclusivamente à **residência** do(a) LOCATÁRIO(A) e de sua família. É proibido ' +
            'mudar a destinação, sublocar, ceder ou emprestar o imóvel, no todo ou em parte, sem consentimento ' +
            `prévio e por escrito do(a) LOCADOR(A) (art.${NB}13 da ${LEI}).`,
    ),
    ...clause(
      next(),
      'DO PRAZO E DA PRORROGAÇÃO',
      `A locação vigorará pelo prazo de **${months ? countInWords(months) : BLANK} meses**, com início em ` +
        `**${dateText(start, form)}** e término em **${dateText(end, form)}**, quando o(a) LOCATÁRIO(A) ` +
        'restituirá o imóvel desocupado e nas condições em que o recebeu, ressalvado o desgaste natural do uso.',
      ...renewalParagraphs(form, months),
      ...(venia
        ? [
            'Por ter prazo igual ou superior a dez anos, este contrato depende da vênia conjugal: o(a) cônjuge ou ' +
              'companheiro(a) do(a) LOCADOR(A) o assina na linha própria; sem ela, não estará obrigado(a) a ' +
              `observar o prazo excedente (art.${NB}3º e parágrafo único da ${LEI}).`,
          ]
        : []),
    ),
    ...clause(
      next(),
      'DO ALUGUEL E DO PAGAMENTO',
      `O aluguel mensal é de **${amountText(rent.cents, orBlank(clean(rent.words)))}**, a ser pago ` +
        `**${paymentTermText(dueDay, advance)}**; no mês que não tiver esse dia, no último dia do mês. ` +
        (advance
          ? `Não havendo garantia, as partes adotam o pagamento antecipado permitido pelo art.${NB}42 da ${LEI}; ` +
            // Art. 42 lets the lessor ask for the rent in advance "até o sexto dia útil do mês vigente": a due day
            // before it cannot shorten the tenant's term (no holiday calendar here to move the receipts' dates).
            'se o dia do vencimento cair antes do sexto dia útil do período, o(a) LOCATÁRIO(A) poderá pagar até esse ' +
            'sexto dia útil. '
          : `É vedada a cobrança antecipada do aluguel (arts.${NB}20 e 43, III, da ${LEI}). `) +
        'O pagamento será feito diretamente ao(à) LOCADOR(A), por depósito, transferência bancária ou PIX na conta ' +
        'que ele(a) indicar por escrito, ou em mãos, contra recibo que discrimine os valores pagos e o período a ' +
        `que se referem (art.${NB}22, VI, da ${LEI}).`,
      `O atraso sujeitará o(a) LOCATÁRIO(A) à multa de ${percentText(lateFee(form))} sobre o valor em atraso, à ` +
        `atualização monetária pela variação do IPCA (art.${NB}389, parágrafo único, do Código Civil) e a juros de ` +
        `mora pela taxa legal (art.${NB}406 do Código Civil), na redação da Lei nº${NB}14.905/2024, contados do ` +
        'vencimento, sem prejuízo da rescisão prevista neste contrato.',
    ),
    ...clause(
      next(),
      'DO REAJUSTE',
      'O aluguel será reajustado a cada 12 (doze) meses, contados do início da locação, pela variação acumulada ' +
        `do **${indice}** no período, ou, se extinto, pelo índice oficial que o substituir (arts.${NB}17 e 18 da ` +
        `${LEI}; art.${NB}2º, §${NB}1º, da Lei nº${NB}10.192/2001).`,
    ),
    ...clause(
      next(),
      condominio ? 'DO IPTU, DO CONDOMÍNIO E DAS DESPESAS DE CONSUMO' : 'DO IPTU E DAS DESPESAS DE CONSUMO',
      form.iptu_cobranca === 'incluso'
        ? 'O Imposto Predial e Territorial Urbano (IPTU) e as taxas que incidam sobre o imóvel ficam a cargo do(a) ' +
            'LOCADOR(A) e estão **incluídos no valor do aluguel**.'
        : 'O Imposto Predial e Territorial Urbano (IPTU) e as taxas que incidam sobre o imóvel ficam a cargo do(a) ' +
            `**LOCATÁRIO(A)** (art.${NB}22, VIII, da ${LEI}), que os pagará ` +
            (charges.encargo_iptu === 'sim'
              ? `ao(à) LOCADOR(A) junto com o aluguel do mês a que se refiram (art.${NB}25), discriminados no recibo.`
              : 'nos respectivos vencimentos.'),
      ...(condominio
        ? [
            'As despesas ordinárias de condomínio (salários e encargos dos empregados, consumo comum, limpeza, ' +
              'conservação e pequenos reparos das áreas comuns, entre outras) ficam a cargo do(a) **LOCATÁRIO(A)** ' +
              `(art.${NB}23, XII e §${NB}1º, da ${LEI}), que as pagará ` +
              (charges.encargo_condominio === 'sim'
                ? `ao(à) LOCADOR(A) junto com o aluguel (art.${NB}25), discriminadas no recibo`
                : 'diretamente ao condomínio') +
              `, podendo exigir a comprovação das despesas (art.${NB}23, §${NB}2º). As despesas extraordinárias ` +
              '(obras estruturais, pintura das fachadas, indenizações trabalhistas anteriores à locação, fundo de ' +
              `reserva, entre outras) ficam a cargo do(a) **LOCADOR(A)** (art.${NB}22, X e parágrafo único).`,
          ]
        : []),
      'As contas de energia elétrica (unidade consumidora/matrícula ' +
        `nº${NB}**${energia}**) e de água e esgoto (matrícula nº${NB}**${saneamento}**) da locação correm por conta ` +
        `do(a) LOCATÁRIO(A) (art.${NB}23, VIII, da ${LEI}), que as pagará em dia e as entregará quitadas ao devolver o imóvel.`,
    ),
    ...(form.possui_termo_vistoria === 'sim'
      ? clause(
          next(),
          'DO TERMO DE VISTORIA',
          'O estado do imóvel na entrega das chaves está descrito no **termo de vistoria** assinado pelas partes, ' +
            `que integra este contrato (art.${NB}22, V, e art.${NB}23, III, da ${LEI}). Na devolução, nova vistoria ` +
            'comparará o imóvel com esse termo, e o(a) LOCATÁRIO(A) responderá pelos danos que não decorram do uso normal.',
        )
      : []),
    ...clause(
      next(),
      'DA CONSERVAÇÃO E DAS BENFEITORIAS',
      'O(A) LOCATÁRIO(A) manterá o imóvel limpo e conservado, fará os pequenos reparos decorrentes do uso e não ' +
        'fará obras ou modificações sem autorização escrita do(a) LOCADOR(A). As benfeitorias necessárias poderão ' +
        'ser indenizadas; as úteis, só se autorizadas; as voluptuárias não serão indenizadas ' +
        `(arts.${NB}35 e 36 da ${LEI}).`,
    ),
    ...clause(next(), 'DA GARANTIA', ...guaranteeClause(form)),
    ...clause(
      next(),
      'DA ALIENAÇÃO DO IMÓVEL',
      '**Cláusula de vigência:** se o imóvel for alienado durante o prazo determinado desta locação, este contrato ' +
        'continuará em vigor perante o adquirente, desde que averbado na matrícula do imóvel no Cartório de Registro ' +
        `de Imóveis (art.${NB}8º da ${LEI}); sem a averbação, o adquirente poderá denunciá-lo, com noventa dias para ` +
        `a desocupação, dentro de noventa dias do registro da venda (art.${NB}8º, §${NB}2º). O(A) LOCATÁRIO(A) tem ` +
        `preferência na compra, em igualdade de condições com terceiros (arts.${NB}27 a 34 da ${LEI}).`,
    ),
    ...clause(
      next(),
      'DA RESCISÃO E DA MULTA',
      `Durante o prazo deste contrato, o(a) LOCADOR(A) não poderá reaver o imóvel, ressalvadas as hipóteses do ` +
        `art.${NB}9º (art.${NB}4º da ${LEI}). O(A) ` +
        'LOCATÁRIO(A) poderá devolvê-lo antes do fim do prazo, pagando multa equivalente a **3 (três) aluguéis**, ' +
        '**reduzida proporcionalmente ao tempo que faltar** para o término do contrato (art.' +
        `${NB}4º da ${LEI} e art.${NB}413 do Código Civil); fica dispensado(a) da multa se a devolução decorrer de ` +
        'transferência pelo seu empregador para outra localidade, avisando por escrito com trinta dias de antecedência ' +
        `(art.${NB}4º, parágrafo único).`,
      'O descumprimento de qualquer cláusula deste contrato, inclusive a falta de pagamento do aluguel e dos encargos, ' +
        `permite à parte prejudicada rescindi-lo (art.${NB}9º da ${LEI}).`,
    ),
    ...clause(
      next(),
      'DO FORO',
      `Fica eleito o foro da comarca de **${cidadeImovel}**, onde está situado o imóvel, para resolver quaisquer ` +
        `questões deste contrato (art.${NB}58, II, da ${LEI}).`,
    ),
  ];

  const spouseSigners: Signer[] = [
    ...(guarantorSpouse(form)
      ? [
          {
            lines: [
              `**${orBlank(clean(form.fiador_conjuge_nome))}**`,
              'CÔNJUGE/COMPANHEIRO(A) DO(A) FIADOR(A)',
              `CPF: ${cpfText(form.fiador_conjuge_cpf)}`,
            ],
          },
        ]
      : []),
    ...(venia
      ? [
          {
            lines: [
              '**Nome: ______________________**',
              'CÔNJUGE DO(A) LOCADOR(A) (art. 3º)',
              'CPF: _______________________',
            ],
          },
        ]
      : []),
  ];
  return [
    { type: 'title', text: contratoLocacaoTitle(form), spaceAfterMm: 2 },
    { type: 'center', text: `(${LEI} – Lei do Inquilinato)`, spaceAfterMm: 8 },
    { type: 'paragraph', text: `**LOCADOR(A):** ${qualification(form, 'locador')}.` },
    { type: 'paragraph', text: `**LOCATÁRIO(A):** ${qualification(form, 'locatario')}.` },
    ...(fiador
      ? [{ type: 'paragraph', text: `**FIADOR(A):** ${qualification(form, 'fiador')}.` } as DocumentBlock]
      : []),
    {
      type: 'paragraph',
      text: `As partes acima têm entre si justo e contratado o presente contrato de locação, regido pela ${LEI} e pelas cláusulas seguintes.`,
    },
    ...clauses,
    {
      type: 'paragraph',
      text: `E, por estarem de acordo, as partes assinam este contrato em ${copies} vias de igual teor, com as duas testemunhas abaixo.`,
      keepWithNext: true,
    },
    {
      type: 'right',
      text: `${cidadeImovel}, ${dateText(signing, form)}.`,
      spaceBeforeMm: 4,
      keepWithNext: true,
    },
    {
      type: 'signature',
      spaceBeforeMm: 2,
      signers: [partySigner(form, 'locador', 'LOCADOR(A)'), partySigner(form, 'locatario', 'LOCATÁRIO(A)')],
    },
    ...(fiador
      ? [{ type: 'signature', signers: [partySigner(form, 'fiador', 'FIADOR(A)')] } as DocumentBlock]
      : []),
    ...(spouseSigners.length > 0 ? [{ type: 'signature', signers: spouseSigners } as DocumentBlock] : []),
    WITNESSES,
    nextStepsBox(form),
  ];
}

/** The whole document the PDF prints: the contract, then, when receipts are ticked, a new page and the receipts. */
export function contratoLocacaoDocumentBlocks(
  form: FormLike,
  /** Issue 44: the lines of the parties who confirmed their own data, after the contract's signatures. */
  confirmations?: readonly string[],
): DocumentBlock[] {
  const receipts = wantsReceipts(form as Record<string, unknown>);
  const receiptForm = {
    ...form,
    ...chargesOf(form),
    aluguel_antecipado: rentInAdvance(form) ? 'sim' : 'nao',
  };
  return [
    ...withConfirmationLines(contratoLocacaoBlocks(form), confirmations),
    ...(receipts ? [{ type: 'pageBreak' } as const, ...receiptsBlocks(receiptForm as FormLike)] : []),
  ];
}

/** The document for the SPA's live preview (what the PDF prints): styled runs per block, text as data. */
export function contratoLocacaoPreview(form: FormLike): PreviewBlock[] {
  return toPreview(contratoLocacaoDocumentBlocks(form));
}

/** The contract as plain text (stored preview text, tests). */
export function contratoLocacaoPlainText(form: FormLike): string {
  return blocksToPlainText(contratoLocacaoBlocks(form));
}
