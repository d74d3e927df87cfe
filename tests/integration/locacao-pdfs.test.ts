// Issue 38 "How it will be tried": the rental contracts and rent receipts a landlord fills in (guarantor married,
// in a stable union and single, caução, seguro-fiança, no guarantee with and without rent in advance, a company
// tenant with an alphanumeric CNPJ, start on the 15th with due day 10 and on the 31st with due day 31, 30- and
// 12-month residential, commercial, receipts without a contract by a person and by a company), saved, paid and
// downloaded over HTTP against the local parts, then read back by text extraction (pdf.js) with positions.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/contratos';
import { contratoLocacaoExemplo as exemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { reciboAluguelExemplo } from '../../shared/documents/recibo-aluguel/fixtures';
import { type ExtractedPdf, extractPdfText } from '../../shared/pdf/extract-text';
import { TERMS_VERSION } from '../../shared/terms';
import { approve, issuePix } from '../support/declaracoes';
import {
  br,
  expectLawfulSchedule,
  expectWordsMatchFigures,
  flat,
  readContract,
  receiptsOf,
} from '../support/rental-pdf-reading';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let person: string;
let admin: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  person = await runtime.login({ email: 'locadora@example.com', name: 'Locadora' });
  admin = await runtime.login({ email: 'admin38@example.com', name: 'Admin', admin: true });
});

afterAll(async () => {
  await runtime?.stop();
});

type Form = Record<string, unknown>;

/** Saves, pays by PIX, approves in the stand-in and downloads the contract's PDF, as a customer would. */
async function paidContractPdf(form: Form): Promise<ExtractedPdf> {
  const saved = await runtime.api('/contrato-save', { token: person, body: { data: form } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const reference = saved.body.reference as string;
  const { id } = await issuePix(runtime, person, reference);
  await approve(runtime, id);
  const pdf = await runtime.api(`/contrato-pdf?reference=${reference}`, { token: person });
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  return extractPdfText(new Uint8Array(await (await fetch(pdf.body.url as string)).arrayBuffer()));
}

/** Receipts without a contract, made by a visitor with their access key, paid and downloaded. */
async function paidReceiptsPdf(form: Form): Promise<ExtractedPdf> {
  const saved = await runtime.api('/recibo-aluguel-save', { body: { form } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const reference = saved.body.reference as string;
  const headers = { [ACCESS_KEY_HEADER]: saved.body.access_key as string };
  const pay = await runtime.api('/mp-pay', {
    headers,
    body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pagador@example.com' },
  });
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  await approve(runtime, pay.body.payment.id);
  const pdf = await runtime.api(`/recibo-aluguel-pdf?reference=${reference}`, { headers });
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  return extractPdfText(new Uint8Array(await (await fetch(pdf.body.url as string)).arrayBuffer()));
}

/** The start date's three fields. */
function startingOn(date: string): Form {
  const [data_inicio_dia, data_inicio_mes, data_inicio_ano] = date.split('/');
  return { data_inicio_dia, data_inicio_mes, data_inicio_ano };
}

const PERSON_PARTIES = [
  'LOCADOR(A): Maria Aparecida dos Santos Oliveira, brasileira, divorciado(a), professora, portador(a) do RG nº 12.345.678-9, inscrito(a) no CPF sob o nº 529.982.247-25, residente e domiciliado(a) na Avenida Paulista, nº 1578, bairro Bela Vista, São Paulo/SP, CEP 01310-100.',
  'LOCATÁRIO(A): João Pedro Ferreira, brasileiro, solteiro(a), engenheiro, portador(a) do RG nº 14.123.456, inscrito(a) no CPF sob o nº 111.444.777-35, residente e domiciliado(a) na Rua da Bahia, nº 900, bairro Centro, Belo Horizonte/MG, CEP 30130-010.',
];
const GUARANTOR =
  'FIADOR(A): Ana Cristina Souza, brasileira, casado(a), médica, portador(a) do RG nº 23.456.789-0, inscrito(a) no CPF sob o nº 390.533.447-05, residente e domiciliado(a) na Avenida Rio Branco, nº 156, bairro Centro, Rio de Janeiro/RJ, CEP 20040-020.';

const NEXT_STEPS = [
  'Próximos passos',
  'rubricam cada página na linha "Rubricas"',
  'Testemunhas: duas pessoas maiores e capazes',
  'Reconhecimento de firma em cartório: opcional',
  'Vistoria: anexe a este contrato o termo de vistoria assinado pelo(a) LOCADOR(A) e pelo(a) LOCATÁRIO(A)',
  'Registro:',
  '(art. 8º da Lei nº 8.245/1991)',
  'Recibos:',
];

const PDF_TESTS = { timeout: 120_000 };

describe('rental contract PDFs, as a customer gets them (issue 38)', PDF_TESTS, () => {
  it('married guarantor, 12-month residential from the 1st, due day 31: outorga conjugal, art. 47, every party qualified', async () => {
    // Prepare / Act
    const pdf = await paidContractPdf(exemplo);

    // Assess
    const { contract, receipts } = readContract(pdf, 4);
    for (const party of [...PERSON_PARTIES, GUARANTOR]) expect(contract).toContain(party);
    expect(contract).toContain(
      'OUTORGA CONJUGAL: o(a) cônjuge do(a) FIADOR(A), Roberto Carlos Souza, inscrito(a) no CPF sob o nº 153.509.460-56, assina este contrato e autoriza expressamente a fiança',
    );
    expect(contract).toContain(
      'Roberto Carlos Souza CÔNJUGE/COMPANHEIRO(A) DO(A) FIADOR(A) CPF: 153.509.460-56',
    );
    expect(contract).toContain('Outorga conjugal: o(a) cônjuge ou companheiro(a) do(a) FIADOR(A) assina');
    expect(contract).toContain('LOCADOR(A), LOCATÁRIO(A), FIADOR(A) assinam ao final');
    for (const step of NEXT_STEPS) expect(contract).toContain(step);
    expect(contract).toContain('só poderá retomar o imóvel nas hipóteses do art. 47');
    expect(contract).not.toMatch(/art\. 46|art\. 56/);
    expect(contract).toContain('É vedada a cobrança antecipada do aluguel');
    expect(contract).toContain(
      'a ser pago até o dia 31 seguinte ao último dia de cada período mensal da locação, contado do seu início, ou nesse mesmo dia se o período nele terminar (aluguel do mês vencido)',
    );
    // What the law gives and no more: the guarantor may leave an indefinite lease (art. 40 X); a buyer is bound
    // only by a registered lease with a cláusula de vigência (art. 8).
    expect(contract).toContain('poderá exonerar-se da fiança');
    expect(contract).toContain('(art. 40, X, da Lei nº 8.245/1991)');
    expect(contract).toContain('Cláusula de vigência: se o imóvel for alienado');
    expectWordsMatchFigures(contract, 1);
    expectLawfulSchedule(receipts, '01/01/2026', 12, false);
    expect(receipts[0]!.text).toContain('período de 01/01/2026 a 31/01/2026, vencido em 31/01/2026');
    expect(receipts[1]!.text).toContain('período de 01/02/2026 a 28/02/2026, vencido em 28/02/2026');
    // The contract puts the ordinary condominium fees with the rent: a line for them, not for IPTU.
    for (const r of receipts) {
      expect(r.text).toContain('Aluguel R$ 2.500,00 | Condomínio R$ __________ | Total R$ __________');
      expect(r.text).not.toContain('IPTU');
      expect(r.text).toContain('R$ 2.500,00 (dois mil e quinhentos reais)');
    }
  });

  it('single guarantor: no outorga clause, spouse line or step; a guarantor in a stable union: the partner consents', async () => {
    const singlePdf = await paidContractPdf({ ...exemplo, fiador_estado_civil: 'solteiro' });
    const unionPdf = await paidContractPdf({
      ...exemplo,
      fiador_estado_civil: 'uniao_estavel',
      gerar_recibos: 'nao',
    });

    // Initials: lessor, lessee and guarantor; with a partner, the partner too.
    const single = readContract(singlePdf, 3).contract;
    const union = readContract(unionPdf, 4).contract;

    expect(single).toContain('FIADOR(A): Ana Cristina Souza, brasileira, solteiro(a), médica');
    expect(single).not.toMatch(/OUTORGA CONJUGAL|Outorga conjugal|CÔNJUGE|Roberto Carlos Souza/);
    expect(union).toContain('convivente em união estável');
    expect(union).toContain('OUTORGA CONJUGAL: o(a) companheiro(a) do(a) FIADOR(A), Roberto Carlos Souza');
    expect(union).toContain('CÔNJUGE/COMPANHEIRO(A) DO(A) FIADOR(A)');
  });

  it('caução: the deposit in words, savings account, no guarantor; receipts after each month lived', async () => {
    const pdf = await paidContractPdf({
      ...exemplo,
      garantia_tipo: 'caucao',
      fiador_ativo: 'nao',
      caucao_valor: '7.500,00',
    });

    const { contract, receipts } = readContract(pdf, 2);
    expect(contract).toContain(
      'caução em dinheiro de R$ 7.500,00 (sete mil e quinhentos reais), não superior a três meses de aluguel, a ser depositada em caderneta de poupança',
    );
    expect(contract).toContain('Caução: deposite o valor em caderneta de poupança');
    expect(contract).not.toMatch(/FIADOR|OUTORGA|nenhuma das garantias/);
    expectWordsMatchFigures(contract, 2);
    expectLawfulSchedule(receipts, '01/01/2026', 12, false);
  });

  it('seguro-fiança: insurer and policy named, never "sem garantia"', async () => {
    const pdf = await paidContractPdf({
      ...exemplo,
      garantia_tipo: 'seguro',
      fiador_ativo: 'nao',
      seguro_seguradora: 'Porto Seguro Companhia de Seguros Gerais',
      seguro_apolice: '1234567-8',
      gerar_recibos: 'nao',
    });

    const contract = readContract(pdf, 2).contract;
    expect(contract).toContain(
      'seguro de fiança locatícia contratado junto à seguradora Porto Seguro Companhia de Seguros Gerais, apólice nº 1234567-8',
    );
    expect(contract).toContain('Seguro-fiança: guarde a apólice');
    expect(contract).not.toMatch(/sem garantia|nenhuma das garantias|FIADOR/);
  });

  it('no guarantee, rent after the month: the contract says so and no receipt is due before its month ends', async () => {
    const pdf = await paidContractPdf({ ...exemplo, garantia_tipo: 'nenhuma', fiador_ativo: 'nao' });

    const { contract, receipts } = readContract(pdf, 2);
    expect(contract).toContain('não conta com nenhuma das garantias do art. 37 da Lei nº 8.245/1991.');
    expect(contract).toContain('(aluguel do mês vencido)');
    expect(contract).toContain('É vedada a cobrança antecipada do aluguel');
    expect(contract).not.toMatch(/pago antecipadamente|art\. 42/);
    expectLawfulSchedule(receipts, '01/01/2026', 12, false);
  });

  it('no guarantee, rent in advance (art. 42): the clause states it and each receipt falls due inside its period', async () => {
    const pdf = await paidContractPdf({
      ...exemplo,
      garantia_tipo: 'nenhuma',
      fiador_ativo: 'nao',
      aluguel_antecipado: 'sim',
      ...startingOn('15/03/2026'),
      dia_vencimento: '20',
    });

    const { contract, receipts } = readContract(pdf, 2);
    expect(contract).toContain('a ser pago antecipadamente, até o dia 20 do mês em que começa cada período');
    expect(contract).toContain(
      'pagamento antecipado permitido pelo art. 42 da Lei nº 8.245/1991; se o dia do vencimento cair antes do sexto dia útil do período, o(a) LOCATÁRIO(A) poderá pagar até esse sexto dia útil.',
    );
    expect(contract).toContain('pode exigir o aluguel e os encargos antecipadamente');
    expectLawfulSchedule(receipts, '15/03/2026', 12, true);
    expect(receipts[0]!.text).toContain(
      'período de 15/03/2026 a 14/04/2026, pago antecipadamente, com vencimento em 20/03/2026',
    );
  });

  it('company tenant with an alphanumeric CNPJ: qualified, "neste ato representada por", signed by its representative', async () => {
    const pdf = await paidContractPdf({
      ...exemplo,
      locatario_tipo: 'pj',
      locatario_nome: 'Padaria Pão Quente Ltda.',
      locatario_cnpj: '12.ABC.345/01DE-35',
      locatario_rep_nome: 'Luísa Tanaka',
      locatario_rep_cpf: '11144477735',
      locatario_rep_cargo: 'sócia-administradora',
    });

    const { contract, receipts } = readContract(pdf, 4);
    expect(contract).toContain(
      'LOCATÁRIO(A): Padaria Pão Quente Ltda., pessoa jurídica de direito privado, inscrita no CNPJ sob o nº 12.ABC.345/01DE-35, com sede na Rua da Bahia, nº 900, bairro Centro, Belo Horizonte/MG, CEP 30130-010, neste ato representada por seu(sua) sócia-administradora, Luísa Tanaka, inscrito(a) no CPF sob o nº 111.444.777-35.',
    );
    expect(contract).toContain(
      'Padaria Pão Quente Ltda. LOCATÁRIO(A) – CNPJ: 12.ABC.345/01DE-35 p/ Luísa Tanaka – CPF: 111.444.777-35',
    );
    for (const r of receipts)
      expect(r.text).toContain('de Padaria Pão Quente Ltda., CNPJ nº 12.ABC.345/01DE-35');
  });

  it('start on the 15th, due day 10, 30 months: art. 46, and the first receipt due 10/02/2027 for 15/12 to 14/01', async () => {
    const pdf = await paidContractPdf({
      ...exemplo,
      ...startingOn('15/12/2026'),
      dia_vencimento: '10',
      prazo_meses: '30',
    });

    const { contract, receipts } = readContract(pdf, 4);
    expect(contract).toContain(
      '30 (trinta) meses, com início em 15 de dezembro de 2026 e término em 14 de junho de 2029',
    );
    expect(contract).toContain(
      'a locação termina de pleno direito, independentemente de notificação ou aviso (art. 46',
    );
    expect(contract).toContain('(art. 46, § 2º)');
    expect(contract).not.toMatch(/art\. 47|art\. 56/);
    expectLawfulSchedule(receipts, '15/12/2026', 30, false);
    expect(receipts[0]!.text).toContain('período de 15/12/2026 a 14/01/2027, vencido em 10/02/2027');
    expect(receipts.at(-1)!.text).toContain('período de 15/05/2029 a 14/06/2029, vencido em 10/07/2029');
    expect(flat(pdf.text)).not.toContain('10/12/2026');
  });

  it('start on the 31st, due day 31: short months fall due on their last day, 29/02 in a leap year', async () => {
    const pdf = await paidContractPdf({
      ...exemplo,
      ...startingOn('31/12/2027'),
      dia_vencimento: '31',
    });

    const { contract, receipts } = readContract(pdf, 4);
    expectLawfulSchedule(receipts, '31/12/2027', 12, false);
    expect(receipts.slice(0, 4).map((r) => [br(r.start), br(r.end), br(r.due)])).toEqual([
      ['31/12/2027', '30/01/2028', '31/01/2028'],
      ['31/01/2028', '28/02/2028', '29/02/2028'],
      ['29/02/2028', '30/03/2028', '31/03/2028'],
      ['31/03/2028', '29/04/2028', '30/04/2028'],
    ]);
    expect(contract).toContain('no mês que não tiver esse dia, no último dia do mês');
  });

  it('commercial lease: art. 56 and 57, never art. 46 or 47; IPTU charged with the rent gets its receipt line', async () => {
    const pdf = await paidContractPdf({
      ...exemplo,
      natureza_locacao: 'comercial',
      garantia_tipo: 'caucao',
      fiador_ativo: 'nao',
      caucao_valor: '5.000,00',
      imovel_condominio: 'nao',
      encargo_iptu: 'sim',
      iptu_cobranca: 'locatario',
      prazo_meses: '24',
    });

    const { contract, receipts } = readContract(pdf, 2);
    expect(contract).toContain('CONTRATO DE LOCAÇÃO DE IMÓVEL COMERCIAL');
    expect(contract).toContain(
      'a locação cessa de pleno direito, independentemente de notificação ou aviso (art. 56',
    );
    expect(contract).toContain('(art. 57)');
    expect(contract).not.toMatch(/art\. 46|art\. 47|condomínio/);
    expect(contract).toContain(
      'junto com o aluguel do mês a que se refiram (art. 25), discriminados no recibo',
    );
    expectLawfulSchedule(receipts, '01/01/2026', 24, false);
    for (const r of receipts) {
      expect(r.text).toContain('referente ao aluguel comercial');
      expect(r.text).toContain('Aluguel R$ 2.500,00 | IPTU R$ __________ | Total R$ __________');
    }
  });

  it('ten years: the vênia conjugal of art. 3, its line, initials and step for a married lessor; none for a divorced one', async () => {
    const married = await paidContractPdf({
      ...exemplo,
      locador_estado_civil: 'casado',
      prazo_meses: '120',
      gerar_recibos: 'nao',
    });
    const divorced = await paidContractPdf({ ...exemplo, prazo_meses: '120', gerar_recibos: 'nao' });

    // Initials: lessor, lessee, guarantor, guarantor's spouse and lessor's spouse.
    const contract = readContract(married, 5).contract;
    expect(contract).toContain('depende da vênia conjugal');
    expect(contract).toContain('CÔNJUGE DO(A) LOCADOR(A) (art. 3º)');
    expect(contract).toContain('Vênia conjugal:');
    const alone = readContract(divorced, 4).contract;
    expect(alone).toContain('120 (cento e vinte) meses');
    expect(alone).not.toMatch(/vênia conjugal|CÔNJUGE DO\(A\) LOCADOR/i);
  });
});

describe('rent receipts without a contract (issue 38)', PDF_TESTS, () => {
  it('a person landlord: each receipt names its period, falls due after it, and has the payment date line', async () => {
    const pdf = await paidReceiptsPdf({
      ...reciboAluguelExemplo,
      ...startingOn('15/12/2026'),
      dia_vencimento: '10',
      encargo_iptu: 'sim',
      encargo_condominio: 'sim',
    });

    const receipts = receiptsOf(pdf.text);
    expectLawfulSchedule(receipts, '15/12/2026', 12, false);
    expect(receipts[0]!.text).toContain(
      'Eu, Maria Aparecida dos Santos Oliveira, CPF nº 529.982.247-25, recebi de João Pedro Ferreira, CPF nº 111.444.777-35, a importância de R$ 2.500,00 (dois mil e quinhentos reais), referente ao aluguel residencial do período de 15/12/2026 a 14/01/2027, vencido em 10/02/2027',
    );
    for (const r of receipts)
      expect(r.text).toContain(
        'Aluguel R$ 2.500,00 | IPTU R$ __________ | Condomínio R$ __________ | Total R$ __________',
      );
    expectWordsMatchFigures(pdf.text, 12);
    expect(pdf.pages).toHaveLength(4);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1} de 4`);
      expect(page).not.toContain('Rubricas');
    });
  });

  it('a company landlord with an alphanumeric CNPJ: "recebeu", "dá plena quitação", signed by its representative', async () => {
    const pdf = await paidReceiptsPdf({
      ...reciboAluguelExemplo,
      locador_tipo: 'pj',
      locador_nome: 'Imobiliária Horizonte Ltda.',
      locador_cnpj: '12ABC34501DE35',
      locador_rep_nome: 'Carlos Eduardo Lima',
      locador_rep_cpf: '52998224725',
      locador_rep_cargo: 'diretor',
      locador_rg: '',
      locador_cpf: '',
    });

    const receipts = receiptsOf(pdf.text);
    expectLawfulSchedule(receipts, '01/01/2026', 12, false);
    for (const r of receipts) {
      expect(r.text).toContain(
        'Imobiliária Horizonte Ltda., CNPJ nº 12.ABC.345/01DE-35, recebeu de João Pedro Ferreira, CPF nº 111.444.777-35',
      );
      expect(r.text).toContain('pelo que dá plena quitação');
      expect(r.text).toContain('p/ Carlos Eduardo Lima – CPF: 529.982.247-25');
    }
  });
});

describe("the server's final check refuses a hand-made request the page would refuse (items 3, 4, 6)", () => {
  const refusals: Array<[string, Form, string]> = [
    [
      'a married guarantor without the spouse',
      { ...exemplo, fiador_conjuge_nome: '', fiador_conjuge_cpf: '' },
      'Erros: Nome do cônjuge do fiador: Obrigatório; CPF do cônjuge do fiador: Obrigatório',
    ],
    [
      'a company tenant with a CNPJ that fails its check digits and no representative',
      {
        ...exemplo,
        locatario_tipo: 'pj',
        locatario_nome: 'Padaria Pão Quente Ltda.',
        locatario_cnpj: '12.ABC.345/01DE-36',
      },
      'Erros: CNPJ do locatário inválido; Representante do locatário: Obrigatório; CPF do representante do locatário: Obrigatório; Cargo do representante do locatário: Obrigatório',
    ],
    [
      'words that spell another amount',
      { ...exemplo, aluguel_valor: '4.750,00', aluguel_valor_extenso: 'quatro mil e quinhentos reais' },
      'Erros: O valor por extenso não corresponde a R$ 4.750,00',
    ],
    [
      'a deposit over three rents',
      { ...exemplo, garantia_tipo: 'caucao', caucao_valor: '7.500,01' },
      'Erros: Valor da caução: Caução acima de três aluguéis (Lei 8.245/91, art. 38, § 2º)',
    ],
    [
      'rent in advance with a guarantee',
      { ...exemplo, aluguel_antecipado: 'sim' },
      'Erros: Aluguel antecipado só é permitido em locação sem garantia (Lei 8.245/91, art. 42)',
    ],
    [
      'insurance without insurer or policy',
      { ...exemplo, garantia_tipo: 'seguro', seguro_seguradora: '', seguro_apolice: '' },
      'Erros: Seguradora: Obrigatório; Número da apólice: Obrigatório',
    ],
    [
      'quotas of a fund whose CNPJ fails its check digits',
      {
        ...exemplo,
        garantia_tipo: 'cessao_quotas',
        cessao_fundo_nome: 'Fundo Garantia Locatícia FI',
        cessao_fundo_cnpj: '11.222.333/0001-82',
      },
      'Erros: CNPJ do fundo inválido',
    ],
    [
      'a guarantor without profession or nationality',
      { ...exemplo, fiador_profissao: '', fiador_nacionalidade: '' },
      'Erros: Nacionalidade do fiador: Obrigatório; Profissão do fiador: Obrigatório',
    ],
  ];

  it.each(refusals)('refuses payment and PDF of %s', async (_, form, message) => {
    // Prepare: the person's contract for the payment; an admin's (whose PDF needs no payment) for the PDF
    const mine = await runtime.api('/contrato-save', { token: person, body: { data: form } });
    const theirs = await runtime.api('/contrato-save', { token: admin, body: { data: form } });

    // Act
    const pay = await runtime.api('/mp-pay', {
      token: person,
      body: {
        terms_version: TERMS_VERSION,
        reference: mine.body.reference,
        method: 'pix',
        email: 'a@example.com',
      },
    });
    const pdf = await runtime.api(`/contrato-pdf?reference=${theirs.body.reference}`, { token: admin });

    // Assess
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(pay.status).toBe(400);
    expect(pay.body.error.message).toBe(message);
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.message).toBe(message);
  });

  it('refuses receipts without a contract whose company landlord has no representative, or whose words differ', async () => {
    const cases: Array<[Form, string]> = [
      [
        { ...reciboAluguelExemplo, locador_tipo: 'pj', locador_cnpj: '12ABC34501DE35', locador_cpf: '' },
        'Campos faltando: representante do locador, CPF do representante do locador',
      ],
      [
        { ...reciboAluguelExemplo, aluguel_valor: '4.750,00', aluguel_valor_extenso: 'quatro mil reais' },
        'O valor por extenso não corresponde a R$ 4.750,00',
      ],
    ];
    for (const [form, message] of cases) {
      const saved = await runtime.api('/recibo-aluguel-save', { body: { form } });
      const pay = await runtime.api('/mp-pay', {
        headers: { [ACCESS_KEY_HEADER]: saved.body.access_key as string },
        body: {
          terms_version: TERMS_VERSION,
          reference: saved.body.reference,
          method: 'pix',
          email: 'a@example.com',
        },
      });
      expect(pay.status, message).toBe(400);
      expect(pay.body.error.message).toBe(message);
    }
  });
});
