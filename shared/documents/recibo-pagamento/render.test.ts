import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { reciboPagamentoEmpresaExemplo as empresa, reciboPagamentoExemplo as exemplo } from './fixtures';
import { reciboPagamentoFileName, renderReciboPagamentoPdf } from './render';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderReciboPagamentoPdf', () => {
  it('prints two copies on one page with the amount in figures and words, the method, the place and date', async () => {
    // Act
    const pdf = await extractPdfText(await renderReciboPagamentoPdf(exemplo));

    // Assess
    expect(pdf.pages).toHaveLength(1);
    const text = flat(pdf.text);
    for (const expected of [
      'RECIBO DE PAGAMENTO',
      '1ª via – pagador',
      '2ª via – recebedor',
      'recorte aqui',
      'Eu, Luís Henrique Brandão, CPF nº 111.444.777-35, recebi de Joana Ávila Conceição, CPF nº 529.982.247-25',
      'R$ 1.250,50 (mil duzentos e cinquenta reais e cinquenta centavos)',
      'paga por PIX (ID da transação E18236120202603101530s0123456789)',
      'referente a serviço de pintura da fachada da casa, conforme orçamento de 02/03/2026',
      'pelo que dou quitação do valor recebido.',
      'São João del Rei/MG, 10 de março de 2026.',
      'RECEBEDOR(A)',
    ])
      expect(text).toContain(expected);
    expect(text.split('RECIBO DE PAGAMENTO').length - 1).toBe(2);
  });

  it('prints one copy for a company payee, signed by its representative', async () => {
    const text = flat((await extractPdfText(await renderReciboPagamentoPdf(empresa))).text);

    expect(text).toContain(
      'Pinturas Ipê Amarelo Ltda., CNPJ nº 12.ABC.345/01DE-35, representada por Marta Luíza Queiroz',
    );
    expect(text).toContain('recebeu de Joana Ávila Conceição');
    expect(text).toContain('paga em dinheiro');
    expect(text).toContain('dá quitação do valor recebido.');
    expect(text).not.toContain('recorte aqui');
    expect(text).toContain('p/ Marta Luíza Queiroz');
  });

  it('names the file recibo_pagamento_{timestamp}.pdf', () => {
    expect(reciboPagamentoFileName(new Date(1_770_000_000_000))).toBe('recibo_pagamento_1770000000000.pdf');
  });
});
