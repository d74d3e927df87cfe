import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { A4_PORTRAIT } from '../../pdf/units';
import {
  declaracaoTrabalhoDomesticoExemplo as domestico,
  declaracaoTrabalhoExemplo as exemplo,
} from './fixtures';
import { declaracaoTrabalhoFileName, renderDeclaracaoTrabalhoPdf } from './render';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderDeclaracaoTrabalhoPdf', () => {
  it('renders one A4 page with the title, the parties, the role, hours and the company signature line', async () => {
    const pdf = await extractPdfText(
      await renderDeclaracaoTrabalhoPdf({ ...exemplo, empresa_cnpj: '11222333000181' }),
    );

    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pageSizes[0]!.width).toBeCloseTo(A4_PORTRAIT.width, 1);
    expect(pdf.pageSizes[0]!.height).toBeCloseTo(A4_PORTRAIT.height, 1);
    const text = flat(pdf.text);
    for (const expected of [
      'DECLARAÇÃO DE TRABALHO',
      'Carlos Eduardo Ferreira',
      'Padaria Pão Dourado Ltda.',
      '11.222.333/0001-81',
      'Ana Beatriz Souza Lima',
      '714.602.380-01',
      'Auxiliar de Padaria',
      'desde março de 2024',
      'das 08:00 às 17:30, de segunda-feira a sexta-feira',
      'art. 299 do Código Penal',
      'São Paulo/SP, 5 de março de 2026.',
      'ASSINATURA E CARIMBO DA EMPRESA Carlos Eduardo Ferreira Sócio-administrador CPF: 390.533.447-05',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('PRÉVIA');
  });

  it('sets the metadata: title, the worker in the subject, the employer as author, no CPF', async () => {
    const createdAt = new Date('2026-03-05T15:04:05Z');

    const pdf = await extractPdfText(await renderDeclaracaoTrabalhoPdf(exemplo, { createdAt }));

    expect(pdf.info).toMatchObject({
      title: 'Declaração de Trabalho',
      subject: 'DECLARAÇÃO DE TRABALHO — Ana Beatriz Souza Lima',
      author: 'Carlos Eduardo Ferreira',
      language: 'pt-BR',
    });
    expect(pdf.info.creationDate).toMatch(/^D:20260305150405/);
    expect(JSON.stringify(pdf.info)).not.toMatch(/390\.533|714\.602/);
  });

  it('signs a household employer’s declaration as the employer, with no company in it', async () => {
    const text = flat((await extractPdfText(await renderDeclaracaoTrabalhoPdf(domestico))).text);

    expect(text).toContain('ASSINATURA DO EMPREGADOR Carlos Eduardo Ferreira CPF: 390.533.447-05');
    expect(text).not.toMatch(/CNPJ|CARIMBO/);
  });

  it('marks the preview with "PRÉVIA" when asked', async () => {
    const pdf = await extractPdfText(await renderDeclaracaoTrabalhoPdf({}, { watermark: true }));

    expect(pdf.text).toContain('PRÉVIA');
  });

  it('stays on one page with long real-world names and addresses', async () => {
    const form = {
      ...exemplo,
      nome_completo_empregador: 'Francisco de Assis Albuquerque Cavalcanti de Vasconcelos Filho',
      empresa_nome:
        'Supermercados Irmãos Nogueira de Albuquerque Comércio de Alimentos e Bebidas Ltda. - EPP',
      empresa_rua: 'Avenida Presidente Juscelino Kubitschek de Oliveira, Conjunto Residencial Bloco C',
      empresa_bairro: 'Jardim das Oliveiras do Recreio dos Bandeirantes',
      empresa_cidade: 'São José dos Campos',
      trab_nome: 'Maria das Graças Conceição Aparecida dos Santos Oliveira Pereira',
      cargo: 'Operadora de Caixa e Repositora de Mercadorias',
    };

    const pdf = await extractPdfText(await renderDeclaracaoTrabalhoPdf(form));

    expect(pdf.pages).toHaveLength(1);
  });

  it('keeps the place-and-date line with the signature at the longest field lengths', async () => {
    const form = {
      ...exemplo,
      nome_completo_empregador: `${'N'.repeat(60)} ${'M'.repeat(59)}`,
      empresa_nome: 'Empresa '.repeat(18).trim(),
      empresa_rua: 'Rua '.repeat(37).trim(),
      empresa_bairro: 'Bairro '.repeat(11).trim(),
      empresa_cidade: 'Cidade '.repeat(11).trim(),
      empresa_numero: '123456789012',
      trab_nome: 'Trabalhador '.repeat(10).trim(),
      rg_empregador: '12345678901234567890',
      trab_rg: '12345678901234567890',
      cargo: 'Cargo '.repeat(13).trim(),
    };

    const pdf = await extractPdfText(await renderDeclaracaoTrabalhoPdf(form));
    const last = flat(pdf.pages.at(-1)!);

    expect(pdf.pages.length).toBeLessThanOrEqual(2);
    expect(last).toContain('5 de março de 2026.');
    expect(last).toContain('ASSINATURA E CARIMBO DA EMPRESA');
    expect(last).toContain('CPF: 390.533.447-05');
  });
});

describe('declaracaoTrabalhoFileName', () => {
  it('is declaracao_trabalho_{timestamp}.pdf', () => {
    expect(declaracaoTrabalhoFileName(new Date(1_772_723_045_000))).toBe(
      'declaracao_trabalho_1772723045000.pdf',
    );
    expect(declaracaoTrabalhoFileName()).toMatch(/^declaracao_trabalho_\d{13}\.pdf$/);
  });
});
