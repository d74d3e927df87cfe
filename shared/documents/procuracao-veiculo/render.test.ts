import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { A4_PORTRAIT } from '../../pdf/units';
import { procuracaoVeiculoExemplo as exemplo } from './fixtures';
import { procuracaoVeiculoFileName, renderProcuracaoVeiculoPdf } from './render';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderProcuracaoVeiculoPdf', () => {
  it('renders one A4 page with the parties, the vehicle, the powers and the signature line', async () => {
    const pdf = await extractPdfText(await renderProcuracaoVeiculoPdf(exemplo));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pageSizes[0]!.width).toBeCloseTo(A4_PORTRAIT.width, 1);
    const text = flat(pdf.text);
    for (const expected of [
      'PROCURAÇÃO DE VEÍCULO',
      'Carlos Eduardo Ferreira',
      'Ana Beatriz Souza Lima',
      'BRA2E19',
      '00639884962',
      '9BWZZZ377VT004251',
      'sem poderes de substabelecimento',
      'ASSINATURA E RECONHECER FIRMA (POR VERDADEIRA)',
      'Próximos passos',
      '1. Reconhecimento de firma por autenticidade',
      '2. Comprador(a): transferir o veículo para o seu nome no DETRAN em até 30 dias',
      '3. Vendedor(a): comunicar a venda ao DETRAN em até 60 dias (CTB, art. 134',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('PRÉVIA');
  });

  it('marks a preview and names the file after the time', async () => {
    const pdf = await extractPdfText(await renderProcuracaoVeiculoPdf(exemplo, { watermark: true }));
    expect(pdf.text).toContain('PRÉVIA');
    expect(procuracaoVeiculoFileName(new Date(1767225600000))).toBe('procuracao_veiculo_1767225600000.pdf');
  });
});
