// The rental contract's text (Lei nº 8.245/1991), as blocks: one builder for the SPA's live preview and the
// server's PDF. Plain Portuguese a lay person can follow, clause by clause; works on partial drafts (blanks
// become lines, so the preview shows where the data goes).
import extenso from 'extenso';
import type { CalendarDate } from '../../format/dates';
import { centsFromDigits, formatCents, moneyInWords } from '../../format/money';
import { blocksToPlainText, type DocumentBlock, type PreviewBlock, type Signer, toPreview } from '../blocks';
import { addressAt, BLANK, cityUf, clean, cpfText, NB, orBlank } from '../declaration-text';
import { dateAsChosen, dueDateAfter, propertyAt, receiptsBlocks } from '../recibo-aluguel/receipts';
import { dueDayOf, rentOf } from '../recibo-aluguel/schema';
import {
  type ContratoLocacaoForm,
  guaranteesOf,
  type INDICES_REAJUSTE,
  signingDateOf,
  startDateOf,
  wantsReceipts,
} from './schema';

type FormLike = Partial<ContratoLocacaoForm>;

const LEI = `Lei nº${NB}8.245/1991`;

const INDICE_NOMES: Record<(typeof INDICES_REAJUSTE)[number], string> = {
  IPCA: 'Índice Nacional de Preços ao Consumidor Amplo (IPCA/IBGE)',
  'IGP-M': 'Índice Geral de Preços do Mercado (IGP-M/FGV)',
  INPC: 'Índice Nacional de Preços ao Consumidor (INPC/IBGE)',
};

export function contratoLocacaoTitle(form: FormLike): string {
  return `CONTRATO DE LOCAÇÃO DE IMÓVEL ${form.natureza_locacao === 'comercial' ? 'COMERCIAL' : 'RESIDENCIAL'}`;
}

const s = (form: object, key: string) => String((form as Record<string, unknown>)[key] ?? '');

/**
 * "Nome, brasileira, portador(a) do RG nº …, inscrito(a) no CPF sob o nº …, residente em …" of the party whose
 * fields carry `party` as prefix (`partyFields`): also the vehicle contract's seller and buyer.
 */
export function qualification(form: object, party: string): string {
  const nome = orBlank(clean(s(form, `${party}_nome`)));
  const nacionalidade = clean(s(form, `${party}_nacionalidade`));
  const rg = clean(s(form, `${party}_rg`));
  const address = addressAt({
    rua: s(form, `${party}_endereco_rua`),
    numero: s(form, `${party}_endereco_numero`),
    bairro: s(form, `${party}_endereco_bairro`),
    cidade: s(form, `${party}_endereco_cidade`),
    estado: s(form, `${party}_endereco_estado`),
    cep: s(form, `${party}_cep`),
  });
  return (
    `**${nome}**, ${nacionalidade || BLANK}, portador(a) do RG nº${NB}${orBlank(rg)}, inscrito(a) no CPF sob o ` +
    `nº${NB}${cpfText(s(form, `${party}_cpf`))}, residente e domiciliado(a) ${address}`
  );
}

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

/** A numbered clause: its heading, then its paragraphs. */
export function clause(n: number, title: string, ...paragraphs: string[]): DocumentBlock[] {
  return [
    { type: 'heading', text: `CLÁUSULA ${n}ª – ${title}`, spaceBeforeMm: 2 },
    ...paragraphs.map((text): DocumentBlock => ({ type: 'paragraph', text })),
  ];
}

function guaranteeClause(form: FormLike): string[] {
  const kinds = guaranteesOf({
    fiador_ativo: form.fiador_ativo ?? '',
    caucao_ativo: form.caucao_ativo ?? '',
  });
  const only = `Esta é a única modalidade de garantia da locação, vedada mais de uma no mesmo contrato (art.${NB}37, parágrafo único, da ${LEI}).`;
  if (kinds[0] === 'fianca')
    return [
      `Em garantia de todas as obrigações deste contrato, assina-o como **FIADOR(A)** e principal pagador(a), ` +
        `solidariamente responsável com o(a) LOCATÁRIO(A), ${qualification(form, 'fiador')}.`,
      `A responsabilidade do(a) FIADOR(A) perdura até a efetiva devolução das chaves do imóvel ao(à) LOCADOR(A), ` +
        `ainda que a locação se prorrogue por prazo indeterminado (art.${NB}39 da ${LEI}), abrangendo aluguéis, ` +
        `encargos, multas e reparos. O(A) FIADOR(A) renuncia expressamente ao benefício de ordem (arts.${NB}827 e ` +
        `828, I, do Código Civil), podendo ser cobrado(a) antes do(a) LOCATÁRIO(A). ${only}`,
    ];
  if (kinds[0] === 'caucao') {
    const cents = centsFromDigits(form.caucao_valor);
    return [
      `Em garantia, o(a) LOCATÁRIO(A) entrega ao(à) LOCADOR(A) caução em dinheiro de ` +
        `**${amountText(cents, cents > 0 ? moneyInWords(cents) : BLANK)}**, não superior a três meses de aluguel, ` +
        `a ser depositada em caderneta de poupança e devolvida com seus rendimentos ao fim da locação, ` +
        `descontados os débitos do(a) LOCATÁRIO(A) (art.${NB}38, §${NB}2º, da ${LEI}). ${only}`,
    ];
  }
  return [`A presente locação é contratada sem garantia locatícia (art.${NB}37 da ${LEI}).`];
}

/**
 * The contract as blocks: title; the parties' qualification; the clauses (property, purpose, term, rent and
 * payment, readjustment, IPTU and utilities, inspection term when flagged, upkeep, guarantee, termination and the
 * proportional fine of art. 4, forum); place and date; signature lines of the parties, the guarantor when
 * active, and two witnesses with name and CPF.
 */
export function contratoLocacaoBlocks(form: FormLike): DocumentBlock[] {
  const comercial = form.natureza_locacao === 'comercial';
  const fiador = form.fiador_ativo === 'sim';
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

  let n = 0;
  const next = () => {
    n += 1;
    return n;
  };
  const clauses: DocumentBlock[] = [
    ...clause(
      next(),
      'DO IMÓVEL',
      `O(A) LOCADOR(A) dá em locação ao(à) LOCATÁRIO(A) o imóvel situado ${propertyAt(form)}, ` +
        `com suas instalações e pertences.`,
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
      'DO PRAZO',
      `A locação vigorará pelo prazo de **${months ? countInWords(months) : BLANK} meses**, com início em ` +
        `**${dateText(start, form)}** e término em **${dateText(end, form)}**, quando o(a) LOCATÁRIO(A) ` +
        'restituirá o imóvel desocupado e nas condições em que o recebeu, ressalvado o desgaste natural do uso. ' +
        `Findo o prazo e permanecendo o(a) LOCATÁRIO(A) no imóvel por mais de trinta dias sem oposição do(a) LOCADOR(A), a locação prorroga-se por prazo indeterminado, mantidas as demais cláusulas (arts.${NB}46, 47 e 56 da ${LEI}).`,
    ),
    ...clause(
      next(),
      'DO ALUGUEL E DO PAGAMENTO',
      `O aluguel mensal é de **${amountText(rent.cents, orBlank(clean(rent.words)))}**, a ser pago até o dia ` +
        `**${dueDay}** de cada mês; no mês que não tiver esse dia, até o último dia do mês. O pagamento será ` +
        'feito diretamente ao(à) LOCADOR(A), por depósito, transferência bancária ou PIX na conta que ele(a) ' +
        'indicar por escrito, ou em mãos, contra recibo que discrimine o valor pago e o mês a que se refere ' +
        `(art.${NB}22, VI, da ${LEI}).`,
      'O atraso sujeitará o(a) LOCATÁRIO(A) à multa de 10% (dez por cento) sobre o valor devido, a juros de ' +
        '1% (um por cento) ao mês e à correção monetária, sem prejuízo da rescisão prevista neste contrato.',
    ),
    ...clause(
      next(),
      'DO REAJUSTE',
      'O aluguel será reajustado a cada 12 (doze) meses, contados do início da locação, pela variação acumulada ' +
        `do **${indice}** no período, ou, se extinto, pelo índice oficial que o substituir (art.${NB}17 da ${LEI}).`,
    ),
    ...clause(
      next(),
      'DO IPTU E DAS DESPESAS DE CONSUMO',
      form.iptu_cobranca === 'incluso'
        ? 'O Imposto Predial e Territorial Urbano (IPTU) e as taxas que incidam sobre o imóvel ficam a cargo do(a) ' +
            'LOCADOR(A) e estão **incluídos no valor do aluguel**.'
        : 'O Imposto Predial e Territorial Urbano (IPTU) e as taxas que incidam sobre o imóvel ficam a cargo do(a) ' +
            `**LOCATÁRIO(A)**, que os pagará nos respectivos vencimentos (art.${NB}22, VIII, e art.${NB}25 da ${LEI}).`,
      'As contas de energia elétrica (unidade consumidora/matrícula ' +
        `nº${NB}**${energia}**) e de água e esgoto (matrícula nº${NB}**${saneamento}**) da locação correm por conta ` +
        'do(a) LOCATÁRIO(A), que as pagará em dia e as entregará quitadas ao devolver o imóvel.',
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
      'DA RESCISÃO E DA MULTA',
      `Durante o prazo deste contrato, o(a) LOCADOR(A) não poderá reaver o imóvel (art.${NB}4º da ${LEI}). O(A) ` +
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
      ? [
          {
            type: 'signature',
            signers: [partySigner(form, 'fiador', 'FIADOR(A)')],
          } as DocumentBlock,
        ]
      : []),
    WITNESSES,
  ];
}

/** The signature lines of a party: its name in bold, its role and its CPF. */
export function partySigner(form: object, party: string, role: string): Signer {
  return {
    lines: [
      `**${orBlank(clean(s(form, `${party}_nome`)))}**`,
      role,
      `CPF: ${cpfText(s(form, `${party}_cpf`))}`,
    ],
  };
}

const witness = (k: number): Signer => ({
  lines: [`**Testemunha ${k}**`, 'Nome: ______________________', 'CPF: _______________________'],
});

/** Two witnesses side by side, each with a line for the name and one for the CPF. */
export const WITNESSES: DocumentBlock = { type: 'signature', signers: [witness(1), witness(2)] };

/** The whole document the PDF prints: the contract, then, when receipts are ticked, a new page and the receipts. */
export function contratoLocacaoDocumentBlocks(form: FormLike): DocumentBlock[] {
  const receipts = wantsReceipts(form as Record<string, unknown>);
  return [
    ...contratoLocacaoBlocks(form),
    ...(receipts ? [{ type: 'pageBreak' } as const, ...receiptsBlocks(form)] : []),
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
