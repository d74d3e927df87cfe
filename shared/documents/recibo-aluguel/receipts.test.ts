import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { blocksToPlainText } from '../blocks';
import { reciboAluguelExemplo as exemplo } from './fixtures';
import { dueDateAfter, receiptSchedule, receiptsBlocks, SEM_RECIBOS } from './receipts';
import { renderRecibosAluguelPdf } from './render';
import { checkReciboAluguel, emptyReciboAluguel, RECIBO_ALUGUEL_MESSAGES } from './schema';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('rent receipts schedule', () => {
  it('steps month by month from the start, a due day the month lacks becoming its last day', () => {
    const schedule = receiptSchedule({
      prazo_meses: '14',
      data_inicio_mes: '12',
      data_inicio_ano: '2027',
      dia_vencimento: '31',
    });

    expect(schedule.map((r) => `${r.n}/${r.total} ${r.due.day}/${r.due.month}/${r.due.year}`)).toEqual([
      '1/14 31/12/2027',
      '2/14 31/1/2028',
      '3/14 29/2/2028', // leap year
      '4/14 31/3/2028',
      '5/14 30/4/2028',
      '6/14 31/5/2028',
      '7/14 30/6/2028',
      '8/14 31/7/2028',
      '9/14 31/8/2028',
      '10/14 30/9/2028',
      '11/14 31/10/2028',
      '12/14 30/11/2028',
      '13/14 31/12/2028',
      '14/14 31/1/2029',
    ]);
    expect(dueDateAfter(2026, 1, 1, 30)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(dueDateAfter(2026, 1, 1, 10)).toEqual({ year: 2026, month: 2, day: 10 });
  });

  it('clamps the due day to 1–31 and defaults it to 10', () => {
    const base = { prazo_meses: '1', data_inicio_mes: '4', data_inicio_ano: '2026' };
    expect(receiptSchedule({ ...base, dia_vencimento: '45' })[0]?.due.day).toBe(30);
    expect(receiptSchedule({ ...base, dia_vencimento: '0' })[0]?.due.day).toBe(1);
    expect(receiptSchedule({ ...base, dia_vencimento: '' })[0]?.due.day).toBe(10);
  });

  it('has no receipts without a start month, year or term, and the PDF says so', async () => {
    expect(
      receiptSchedule({
        prazo_meses: '',
        data_inicio_mes: '1',
        data_inicio_ano: '2026',
        dia_vencimento: '10',
      }),
    ).toEqual([]);
    expect(
      receiptSchedule({
        prazo_meses: '12',
        data_inicio_mes: '13',
        data_inicio_ano: '2026',
        dia_vencimento: '10',
      }),
    ).toEqual([]);
    expect(blocksToPlainText(receiptsBlocks({ ...exemplo, data_inicio_ano: '' }))).toBe(SEM_RECIBOS);
    const pdf = await renderRecibosAluguelPdf({ ...exemplo, prazo_meses: '0' });
    expect((await extractPdfText(pdf)).pages.join('\n')).toContain('Sem recibos (verifique os dados).');
  });
});

describe('rent receipts text and PDF', () => {
  it('names payer and payee with CPF, the amount in figures and words, the month, the property and the date', () => {
    const text = flat(blocksToPlainText(receiptsBlocks(exemplo)));

    expect(text).toContain('RECIBO DE ALUGUEL Nº 2/12 — R$ 2.500,00');
    expect(text).toContain(
      'Eu, Maria Aparecida dos Santos Oliveira, CPF nº 529.982.247-25, recebi de João Pedro Ferreira, CPF nº ' +
        '111.444.777-35, a importância de R$ 2.500,00 (dois mil e quinhentos reais), referente ao aluguel ' +
        'residencial do mês de fevereiro de 2026, vencido em 28/02/2026, do imóvel situado na Rua Joaquim ' +
        'Floriano, nº 466, apto 52, bairro Itaim Bibi, São Paulo/SP, CEP 04538-132',
    );
    expect(text).toContain('São Paulo/SP, 28 de fevereiro de 2026.');
    expect(flat(blocksToPlainText(receiptsBlocks({ ...exemplo, data_formato_extenso: 'nao' })))).toContain(
      'São Paulo/SP, 28/02/2026.',
    );
  });

  it('computes the words from the figures when none were typed', () => {
    const text = flat(
      blocksToPlainText(receiptsBlocks({ ...exemplo, aluguel_valor: '123456', aluguel_valor_extenso: '' })),
    );
    expect(text).toContain('R$ 1.234,56 (mil duzentos e trinta e quatro reais e cinquenta e seis centavos)');
  });

  it('prints three receipts per page, numbered n/total, with cut lines between them', async () => {
    const { pages } = await extractPdfText(await renderRecibosAluguelPdf({ ...exemplo, prazo_meses: '7' }));

    expect(pages).toHaveLength(3);
    expect(pages.map((page) => [...page.matchAll(/Nº (\d+\/7)/g)].map((m) => m[1]))).toEqual([
      ['1/7', '2/7', '3/7'],
      ['4/7', '5/7', '6/7'],
      ['7/7'],
    ]);
    expect(pages[0]?.match(/recorte aqui/g)).toHaveLength(2);
  });
});

describe('receipts without a contract: the check', () => {
  it('passes the example and lists every missing field after "Campos faltando: "', () => {
    expect(checkReciboAluguel(exemplo).ok).toBe(true);
    const check = checkReciboAluguel({
      ...exemplo,
      locador_rg: '',
      locatario_cpf: '111.444.777-36',
      data_inicio_ano: '26',
    });
    expect(check).toMatchObject({
      ok: false,
      message: `${RECIBO_ALUGUEL_MESSAGES.camposFaltando}RG do locador, CPF do locatário, ano de início`,
      field: 'locador_rg',
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
