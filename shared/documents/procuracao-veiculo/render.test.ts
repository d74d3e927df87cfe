import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { A4_PORTRAIT } from '../../pdf/units';
import { procuracaoVeiculoEmpresaExemplo as empresa, procuracaoVeiculoExemplo as exemplo } from './fixtures';
import { procuracaoVeiculoFileName, renderProcuracaoVeiculoPdf } from './render';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderProcuracaoVeiculoPdf', () => {
  it('renders the instrument on one A4 page and the guidance on a page of its own', async () => {
    const pdf = await extractPdfText(await renderProcuracaoVeiculoPdf(exemplo));
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pageSizes[0]!.width).toBeCloseTo(A4_PORTRAIT.width, 1);
    const [instrument, guidance] = pdf.pages.map(flat);
    for (const expected of [
      'PROCURAÇÃO DE VEÍCULO',
      'Carlos Eduardo Ferreira, brasileiro, casado(a), engenheiro',
      'Ana Beatriz Souza Lima, brasileira, solteiro(a), advogada',
      'BRA2E19',
      '00639884962',
      '9BWZZZ377VT004251',
      'sem poderes de substabelecimento',
      'São Paulo/SP, 5 de março de 2026.',
      'ASSINATURA E RECONHECER FIRMA (POR VERDADEIRA)',
    ])
      expect(instrument).toContain(expected);
    expect(instrument).not.toContain('ORIENTAÇÕES');
    expect(guidance).toContain('ORIENTAÇÕES: esta folha não faz parte da procuração');
    expect(guidance).toContain('reconhecimento de firma por autenticidade (por verdadeira)');
    expect(guidance).toContain('60 dias');
    expect(flat(pdf.text)).not.toContain('PRÉVIA');
  });

  it('prints a company grantor by its representative, whose firma the notary recognises', async () => {
    const pdf = await extractPdfText(await renderProcuracaoVeiculoPdf(empresa));
    expect(pdf.pages).toHaveLength(2);
    const instrument = flat(pdf.pages[0]!);
    expect(instrument).toContain(
      'neste ato representada por seu(sua) sócio-administrador, Carlos Eduardo Ferreira',
    );
    expect(instrument).toContain('por Carlos Eduardo Ferreira, sócio-administrador');
    expect(instrument).toContain('(firma a reconhecer)');
  });

  it('marks a preview and names the file after the time', async () => {
    const pdf = await extractPdfText(await renderProcuracaoVeiculoPdf(exemplo, { watermark: true }));
    expect(pdf.text).toContain('PRÉVIA');
    expect(procuracaoVeiculoFileName(new Date(1767225600000))).toBe('procuracao_veiculo_1767225600000.pdf');
  });
});
