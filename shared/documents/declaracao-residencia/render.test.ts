import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { A4_PORTRAIT } from '../../pdf/units';
import { declaracaoResidenciaExemplo as exemplo } from './fixtures';
import { declaracaoResidenciaFileName, renderDeclaracaoResidenciaPdf } from './render';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderDeclaracaoResidenciaPdf', () => {
  it('renders one A4 page whose text holds the holder, the formatted CPF and art. 299', async () => {
    const bytes = await renderDeclaracaoResidenciaPdf({ ...exemplo, titular_cpf: '52998224725' });
    const pdf = await extractPdfText(bytes);

    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pageSizes[0]!.width).toBeCloseTo(A4_PORTRAIT.width, 1);
    expect(pdf.pageSizes[0]!.height).toBeCloseTo(A4_PORTRAIT.height, 1);
    const text = flat(pdf.text);
    expect(text).toContain('DECLARAÇÃO DE RESIDÊNCIA');
    expect(text).toContain('Maria Aparecida dos Santos Oliveira');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('art. 299 do Código Penal');
    expect(text).toContain('Lei nº 7.115');
    expect(text).toContain('São Paulo/SP, 5 de março de 2026.');
    expect(text).not.toContain('PRÉVIA');
  });

  it('sets the metadata: title, subject, creation date and language pt-BR', async () => {
    const createdAt = new Date('2026-03-05T15:04:05Z');

    const pdf = await extractPdfText(await renderDeclaracaoResidenciaPdf(exemplo, { createdAt }));

    expect(pdf.info).toMatchObject({
      title: 'Declaração de Residência',
      subject: 'DECLARAÇÃO DE RESIDÊNCIA — Maria Aparecida dos Santos Oliveira',
      author: 'Maria Aparecida dos Santos Oliveira',
      language: 'pt-BR',
    });
    expect(pdf.info.creationDate).toMatch(/^D:20260305150405/);
    // No CPF in metadata: it is shown by viewers and indexed by file managers.
    expect(JSON.stringify(pdf.info)).not.toContain('529');
  });

  it('marks the preview with "PRÉVIA" when asked', async () => {
    const pdf = await extractPdfText(await renderDeclaracaoResidenciaPdf(exemplo, { watermark: true }));

    expect(pdf.text).toContain('PRÉVIA');
  });

  it('prints names of every Latin alphabet as typed, tabs as spaces', async () => {
    const form = {
      ...exemplo,
      titular_nome: 'Nguyễn Thị Minh Khai',
      titular_rua: 'Rua\tdas Flores → fundos',
      dep_nome: 'Ștefan “Ștefi” Țurcanu – Filho',
    };

    const pdf = await extractPdfText(await renderDeclaracaoResidenciaPdf(form));
    const text = flat(pdf.text);

    expect(text).toContain('Nguyễn Thị Minh Khai');
    expect(text).toContain('Rua das Flores → fundos');
    expect(text).toContain('Ștefan “Ștefi” Țurcanu – Filho');
    expect(pdf.info.author).toBe('Nguyễn Thị Minh Khai');
    expect(text).not.toMatch(/\t/u);
  });

  it('keeps the date line with the signature and stays on one page at the longest field lengths', async () => {
    const form = {
      ...exemplo,
      titular_nome: `${'N'.repeat(60)} ${'M'.repeat(59)}`,
      dep_nome: 'Dependente '.repeat(10).trim(),
      titular_rua: 'Rua '.repeat(37).trim(),
      titular_bairro: 'Bairro '.repeat(11).trim(),
      titular_cidade: 'Cidade '.repeat(11).trim(),
      titular_numero: '123456789012',
      titular_rg: '12345678901234567890',
      dep_rg: '12345678901234567890',
    };

    const pdf = await extractPdfText(await renderDeclaracaoResidenciaPdf(form));

    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toContain('CPF: 529.982.247-25');
  });
});

describe('declaracaoResidenciaFileName', () => {
  it('is declaracao_residencia_{timestamp}.pdf', () => {
    expect(declaracaoResidenciaFileName(new Date(1_772_723_045_000))).toBe(
      'declaracao_residencia_1772723045000.pdf',
    );
    expect(declaracaoResidenciaFileName()).toMatch(/^declaracao_residencia_\d{13}\.pdf$/);
  });
});
