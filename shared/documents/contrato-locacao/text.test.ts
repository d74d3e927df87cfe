import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { contratoComercialExemplo, contratoLocacaoExemplo as exemplo } from './fixtures';
import { renderContratoLocacaoPdf } from './render';
import { checkContratoLocacao } from './schema';
import { contratoLocacaoPlainText, contratoLocacaoPreview, endDateOf } from './text';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('rental contract text', () => {
  const text = flat(contratoLocacaoPlainText(exemplo));

  it('qualifies the parties and the property, the term with its dates, the rent and its words', () => {
    expect(text.startsWith('CONTRATO DE LOCAÇÃO DE IMÓVEL RESIDENCIAL')).toBe(true);
    expect(text).toContain(
      'LOCADOR(A): Maria Aparecida dos Santos Oliveira, brasileira, portador(a) do RG nº 12.345.678-9, inscrito(a) no CPF sob o nº 529.982.247-25',
    );
    expect(text).toContain('FIADOR(A): Ana Cristina Souza, brasileira');
    expect(text).toContain(
      'Rua Joaquim Floriano, nº 466, apto 52, bairro Itaim Bibi, São Paulo/SP, CEP 04538-132',
    );
    expect(text).toContain(
      '12 (doze) meses, com início em 1º de janeiro de 2026 e término em 31 de dezembro de 2026',
    );
    expect(text).toContain('R$ 2.500,00 (dois mil e quinhentos reais), a ser pago até o dia 31 de cada mês');
    expect(text).toContain('Índice Nacional de Preços ao Consumidor Amplo (IPCA/IBGE)');
    expect(text).toContain('matrícula nº 0012345678');
    expect(text).toContain('matrícula nº 987654-3');
  });

  it('has the inspection, guarantee, art. 4 fine and forum clauses, and the signatures with two witnesses', () => {
    expect(text).toContain('DO TERMO DE VISTORIA');
    expect(text).toContain('até a efetiva devolução das chaves');
    expect(text).toContain('renuncia expressamente ao benefício de ordem');
    expect(text).toContain('art. 37, parágrafo único');
    expect(text).toContain('reduzida proporcionalmente ao tempo que faltar');
    expect(text).toContain('foro da comarca de São Paulo/SP');
    expect(text).toContain('São Paulo/SP, 20 de dezembro de 2025.');
    expect(text).toContain('FIADOR(A) CPF: 390.533.447-05');
    expect(text.match(/Testemunha \d Nome: _+ CPF: _+/g)).toHaveLength(2);
  });

  it('writes a commercial contract without guarantor, IPTU included and numeric dates', () => {
    const commercial = flat(contratoLocacaoPlainText(contratoComercialExemplo));
    expect(commercial.startsWith('CONTRATO DE LOCAÇÃO DE IMÓVEL COMERCIAL')).toBe(true);
    expect(commercial).not.toContain('FIADOR');
    expect(commercial).not.toContain('DO TERMO DE VISTORIA');
    expect(commercial).toContain('sem garantia locatícia');
    expect(commercial).toContain('incluídos no valor do aluguel');
    expect(commercial).toContain('com início em 01/01/2026 e término em 31/12/2026');
    expect(commercial).toContain('em 2 (duas) vias');
  });

  it('ends the term the day before the same date months later', () => {
    expect(endDateOf({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 27 });
    expect(endDateOf({ year: 2026, month: 3, day: 15 }, 30)).toEqual({ year: 2028, month: 9, day: 14 });
  });

  it('keeps bold markers and centred lines for the preview, and blanks for a draft', () => {
    const preview = contratoLocacaoPreview(exemplo);
    expect(preview[0]).toMatchObject({ kind: 'title', align: 'center' });
    expect(preview[1]).toMatchObject({ kind: 'line', align: 'center' });
    expect(preview[2]?.lines[0]?.[0]).toEqual({ text: 'LOCADOR(A):', bold: true });
    expect(flat(contratoLocacaoPlainText({}))).toContain('LOCADOR(A): ________________');
  });

  it('previews the receipts after the contract only when they are ticked', () => {
    const texts = (form: typeof exemplo) =>
      contratoLocacaoPreview(form).map((b) =>
        b.lines
          .flat()
          .map((r) => r.text)
          .join(''),
      );
    const withReceipts = texts(exemplo);
    const without = texts({ ...exemplo, gerar_recibos: 'nao' });
    expect(withReceipts.filter((t) => /^RECIBO DE ALUGUEL Nº/.test(t))).toHaveLength(12);
    expect(withReceipts.some((t) => t.includes('1/12'))).toBe(true);
    expect(without.some((t) => t.startsWith('RECIBO DE ALUGUEL'))).toBe(false);
  });
});

describe('rental contract PDF', () => {
  it('holds the contract and, with receipts, 1/12 to 12/12 on four more pages', async () => {
    const check = checkContratoLocacao(exemplo);
    if (!check.ok) throw new Error(check.message);
    const withReceipts = await renderContratoLocacaoPdf(check.form);
    const without = await renderContratoLocacaoPdf({ ...check.form, gerar_recibos: 'nao' });

    expect(withReceipts.pageCount - without.pageCount).toBe(4);
    const { pages } = await extractPdfText(withReceipts.bytes);
    const receipts = flat(pages.slice(without.pageCount).join(' '));
    for (let n = 1; n <= 12; n++) expect(receipts).toContain(`Nº ${n}/12`);
    expect(flat(pages.join(' '))).toContain('CPF sob o nº 111.444.777-35');
    expect(withReceipts.bytes.length / withReceipts.pageCount).toBeLessThan(30 * 1024);
  });
});
