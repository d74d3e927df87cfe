import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { blocksToPlainText } from '../blocks';
import { reciboAluguelExemplo as exemplo } from './fixtures';
import { dueDateAfter, paymentTermText, receiptSchedule, receiptsBlocks, SEM_RECIBOS } from './receipts';
import { renderRecibosAluguelPdf } from './render';
import { checkReciboAluguel, emptyReciboAluguel, RECIBO_ALUGUEL_MESSAGES } from './schema';

const flat = (text: string) => text.replace(/\s+/g, ' ');

const fmt = (d: { day: number; month: number; year: number }) =>
  `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${d.year}`;
const rows = (schedule: ReturnType<typeof receiptSchedule>) =>
  schedule.map((r) => `${r.n}/${r.total} ${fmt(r.start)}–${fmt(r.end)} vence ${fmt(r.due)}`);

describe('rent receipts schedule (issue 38 item 1)', () => {
  it('never falls due before the lease starts: 15/12/2026 with rent due on the 10th', () => {
    const schedule = receiptSchedule({
      prazo_meses: '3',
      data_inicio_dia: '15',
      data_inicio_mes: '12',
      data_inicio_ano: '2026',
      dia_vencimento: '10',
    });

    expect(rows(schedule)).toEqual([
      '1/3 15/12/2026–14/01/2027 vence 10/02/2027',
      '2/3 15/01/2027–14/02/2027 vence 10/03/2027',
      '3/3 15/02/2027–14/03/2027 vence 10/04/2027',
    ]);
    for (const r of schedule)
      expect(Date.UTC(r.due.year, r.due.month - 1, r.due.day)).toBeGreaterThanOrEqual(
        Date.UTC(r.end.year, r.end.month - 1, r.end.day),
      );
  });

  it('starts on the 31st with rent due on the 31st: short months end their periods and due dates', () => {
    const schedule = receiptSchedule({
      prazo_meses: '4',
      data_inicio_dia: '31',
      data_inicio_mes: '12',
      data_inicio_ano: '2027',
      dia_vencimento: '31',
    });

    expect(rows(schedule)).toEqual([
      '1/4 31/12/2027–30/01/2028 vence 31/01/2028',
      '2/4 31/01/2028–28/02/2028 vence 29/02/2028', // leap year
      '3/4 29/02/2028–30/03/2028 vence 31/03/2028',
      '4/4 31/03/2028–29/04/2028 vence 30/04/2028',
    ]);
    expect(dueDateAfter(2026, 1, 1, 30)).toEqual({ year: 2026, month: 2, day: 28 });
  });

  it("charges rent in advance only when asked: on the due day of the period's first month, never before it starts", () => {
    const base = {
      prazo_meses: '2',
      data_inicio_dia: '15',
      data_inicio_mes: '12',
      data_inicio_ano: '2026',
      aluguel_antecipado: 'sim',
    };
    expect(rows(receiptSchedule({ ...base, dia_vencimento: '10' }))).toEqual([
      '1/2 15/12/2026–14/01/2027 vence 15/12/2026',
      '2/2 15/01/2027–14/02/2027 vence 15/01/2027',
    ]);
    expect(rows(receiptSchedule({ ...base, dia_vencimento: '20' }))).toEqual([
      '1/2 15/12/2026–14/01/2027 vence 20/12/2026',
      '2/2 15/01/2027–14/02/2027 vence 20/01/2027',
    ]);
    expect(paymentTermText(10, false)).toContain('aluguel do mês vencido');
    expect(paymentTermText(10, true)).toContain('antecipadamente');
  });

  it('clamps the due day to 1–31 and defaults it to 10', () => {
    const base = { prazo_meses: '1', data_inicio_dia: '1', data_inicio_mes: '4', data_inicio_ano: '2026' };
    expect(receiptSchedule({ ...base, dia_vencimento: '45' })[0]?.due).toEqual({
      year: 2026,
      month: 4,
      day: 30,
    });
    expect(receiptSchedule({ ...base, dia_vencimento: '0' })[0]?.due.day).toBe(1);
    expect(receiptSchedule({ ...base, dia_vencimento: '' })[0]?.due).toEqual({
      year: 2026,
      month: 5,
      day: 10,
    });
  });

  it('has no receipts without a real start date or term, and the PDF says so', async () => {
    const base = {
      data_inicio_dia: '1',
      data_inicio_mes: '1',
      data_inicio_ano: '2026',
      dia_vencimento: '10',
    };
    expect(receiptSchedule({ ...base, prazo_meses: '' })).toEqual([]);
    expect(receiptSchedule({ ...base, prazo_meses: '12', data_inicio_mes: '13' })).toEqual([]);
    expect(
      receiptSchedule({ ...base, prazo_meses: '12', data_inicio_dia: '30', data_inicio_mes: '2' }),
    ).toEqual([]);
    expect(blocksToPlainText(receiptsBlocks({ ...exemplo, data_inicio_ano: '' }))).toBe(SEM_RECIBOS);
    const pdf = await renderRecibosAluguelPdf({ ...exemplo, prazo_meses: '0' });
    expect((await extractPdfText(pdf)).pages.join('\n')).toContain('Sem recibos (verifique os dados).');
  });
});

describe('rent receipts text and PDF', () => {
  it('names payer and payee with CPF, the amount in figures and words, the period, the property and a payment date line', () => {
    const text = flat(blocksToPlainText(receiptsBlocks(exemplo)));

    expect(text).toContain('RECIBO DE ALUGUEL Nº 2/12 — R$ 2.500,00');
    expect(text).toContain(
      'Eu, Maria Aparecida dos Santos Oliveira, CPF nº 529.982.247-25, recebi de João Pedro Ferreira, CPF nº ' +
        '111.444.777-35, a importância de R$ 2.500,00 (dois mil e quinhentos reais), referente ao aluguel ' +
        'residencial do período de 01/02/2026 a 28/02/2026, vencido em 28/02/2026, do imóvel situado na Rua Joaquim ' +
        'Floriano, nº 466, apto 52, bairro Itaim Bibi, São Paulo/SP, CEP 04538-132, pelo que dou plena quitação',
    );
    expect(text.match(/São Paulo\/SP\. Data do pagamento: ____\/____\/______/g)).toHaveLength(12);
    expect(text).not.toContain('Total R$');
  });

  it('gives the charges paid with the rent a line each (art. 22 VI, art. 25)', () => {
    const text = flat(
      blocksToPlainText(receiptsBlocks({ ...exemplo, encargo_iptu: 'sim', encargo_condominio: 'sim' })),
    );
    expect(text).toContain('e os encargos abaixo discriminados');
    expect(text).toContain(
      'Aluguel R$ 2.500,00 | IPTU R$ __________ | Condomínio R$ __________ | Total R$ __________',
    );
  });

  it('names a company lessor by its representative and a company lessee by its alphanumeric CNPJ', () => {
    const text = flat(
      blocksToPlainText(
        receiptsBlocks({
          ...exemplo,
          locador_tipo: 'pj',
          locador_nome: 'Imobiliária Sol S.A.',
          locador_cnpj: '11.222.333/0001-81',
          locador_rep_nome: 'Carla Dias',
          locador_rep_cpf: '52998224725',
          locatario_tipo: 'pj',
          locatario_nome: 'Padaria Pão Quente Ltda.',
          locatario_cnpj: '12abc34501de35',
        }),
      ),
    );
    expect(text).toContain(
      'Imobiliária Sol S.A., CNPJ nº 11.222.333/0001-81, recebeu de Padaria Pão Quente Ltda., CNPJ nº 12.ABC.345/01DE-35, a importância',
    );
    expect(text).toContain('p/ Carla Dias – CPF: 529.982.247-25');
  });

  it('computes the words from the figures when none were typed', () => {
    const text = flat(
      blocksToPlainText(receiptsBlocks({ ...exemplo, aluguel_valor: '123456', aluguel_valor_extenso: '' })),
    );
    expect(text).toContain('R$ 1.234,56 (mil duzentos e trinta e quatro reais e cinquenta e seis centavos)');
  });

  it('prints three receipts per page, numbered n/total, with cut lines between them, even with charges', async () => {
    const { pages } = await extractPdfText(
      await renderRecibosAluguelPdf(
        {
          ...exemplo,
          prazo_meses: '7',
          encargo_iptu: 'sim',
          encargo_condominio: 'sim',
          // The longest receipt: two companies with long names and a long address.
          locador_tipo: 'pj',
          locador_nome: 'Administradora de Imóveis Nossa Senhora Aparecida do Vale do Paraíba Ltda.',
          locador_cnpj: '11222333000181',
          locador_rep_nome: 'Maria Aparecida dos Santos Oliveira de Albuquerque',
          locador_rep_cpf: '52998224725',
          locatario_tipo: 'pj',
          locatario_nome: 'Padaria e Confeitaria Pão Quente do Bairro Ltda. ME',
          locatario_cnpj: '12abc34501de35',
          imovel_endereco_rua: 'Avenida Presidente Juscelino Kubitschek de Oliveira',
          imovel_endereco_complemento: 'conjunto 1203, bloco B, torre Norte',
        },
        { verificationUrl: 'https://documentos.example/Verificar?c=ABCD1234' },
      ),
    );

    expect(pages).toHaveLength(3);
    expect(pages.map((page) => [...page.matchAll(/Nº (\d+\/7)/g)].map((m) => m[1]))).toEqual([
      ['1/7', '2/7', '3/7'],
      ['4/7', '5/7', '6/7'],
      ['7/7'],
    ]);
    expect(pages[0]?.match(/recorte aqui/g)).toHaveLength(2);
    expect(pages[0]?.match(/Data do pagamento/g)).toHaveLength(3);
    expect(pages[0]).toContain('período de 01/01/2026 a 31/01/2026');
  });
});

describe('receipts without a contract: the check', () => {
  it('passes the example, lists empty fields after "Campos faltando: " and names each invalid one', () => {
    expect(checkReciboAluguel(exemplo).ok).toBe(true);
    const check = checkReciboAluguel({
      ...exemplo,
      locador_rg: '',
      locatario_cpf: '111.444.777-36',
      data_inicio_ano: '26',
    });
    expect(check).toMatchObject({
      ok: false,
      message: `${RECIBO_ALUGUEL_MESSAGES.camposFaltando}RG do locador; CPF do locatário inválido; Ano de início: use quatro dígitos`,
      field: 'locador_rg',
      fields: {
        locador_rg: `${RECIBO_ALUGUEL_MESSAGES.camposFaltando}RG do locador`,
        locatario_cpf: 'CPF do locatário inválido',
        data_inicio_ano: 'Ano de início: use quatro dígitos',
      },
    });
  });

  it('refuses words that spell another amount than the figures, as the server does before payment and PDF', () => {
    const check = checkReciboAluguel({
      ...exemplo,
      aluguel_valor: '475000',
      aluguel_valor_extenso: 'quatro mil setecentos e cinquenta reais e um centavo',
    });
    expect(check).toMatchObject({
      ok: false,
      field: 'aluguel_valor_extenso',
      message: 'O valor por extenso não corresponde a R$ 4.750,00',
    });
    expect(
      checkReciboAluguel({
        ...exemplo,
        aluguel_valor: '475000',
        aluguel_valor_extenso: 'Quatro mil, setecentos e cinquenta reais',
      }).ok,
    ).toBe(true);
  });

  it('asks a company for its CNPJ and representative instead of an RG', () => {
    const check = checkReciboAluguel({
      ...exemplo,
      locatario_tipo: 'pj',
      locatario_rg: '',
      locatario_cpf: '',
      locatario_cnpj: '12.ABC.345/01DE-35',
    });
    expect(check).toMatchObject({
      ok: false,
      message: `${RECIBO_ALUGUEL_MESSAGES.camposFaltando}representante do locatário, CPF do representante do locatário`,
    });
  });

  it('starts with the spec defaults: 12 months, due day 10, residential', () => {
    expect(emptyReciboAluguel()).toMatchObject({
      prazo_meses: '12',
      dia_vencimento: '10',
      natureza_locacao: 'residencial',
    });
  });
});
