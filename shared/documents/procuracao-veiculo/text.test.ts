import { describe, expect, it } from 'vitest';
import { PROCURACAO_NOTARISATION } from '../signing-guidance';
import { procuracaoVeiculoEmpresaExemplo as empresa, procuracaoVeiculoExemplo as exemplo } from './fixtures';
import {
  dateFullyInWords,
  GUIDANCE_TITLE,
  PROCURACAO_VEICULO_TITLE,
  procuracaoVeiculoBlocks,
  procuracaoVeiculoPlainText,
  procuracaoVeiculoPreview,
} from './text';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('procuracaoVeiculoBlocks', () => {
  it('qualifies both parties, identifies the vehicle and grants the special powers without sub-delegation', () => {
    const text = flat(procuracaoVeiculoPlainText(exemplo));
    for (const expected of [
      PROCURACAO_VEICULO_TITLE,
      'OUTORGANTE: Carlos Eduardo Ferreira, brasileiro, casado(a), engenheiro, inscrito(a) no CPF sob o nº 390.533.447-05, portador(a) do RG nº 23.456.789-0',
      'Avenida Paulista, nº 1000, bairro Bela Vista, São Paulo/SP, CEP 01310-100',
      'OUTORGADO(A): Ana Beatriz Souza Lima, brasileira, solteiro(a), advogada, inscrito(a) no CPF sob o nº 714.602.380-01, portador(a) do RG nº 34.567.890-1, residente e domiciliado(a) na Rua Augusta, nº 500',
      'marca/modelo Volkswagen Gol 1.0, cor Prata, placa BRA2E19, RENAVAM 00639884962, chassi 9BWZZZ377VT004251',
      'poderes especiais e expressos',
      'art. 661, § 1º, do Código Civil',
      'vender e transferir',
      'ATPV-e',
      'receber o preço e dar quitação',
      'DETRAN',
      'sem poderes de substabelecimento',
      'São Paulo/SP, 5 de março de 2026.',
      'ASSINATURA E RECONHECER FIRMA (POR VERDADEIRA) Carlos Eduardo Ferreira CPF: 390.533.447-05',
    ])
      expect(text).toContain(expected);
  });

  it('keeps the guidance out of the instrument: a page of its own, with the parties of a power of attorney', () => {
    // Prepare
    const blocks = procuracaoVeiculoBlocks(exemplo);
    // Act
    const breakAt = blocks.findIndex((block) => block.type === 'pageBreak');
    const instrument = flat(procuracaoVeiculoPlainText(exemplo)).split(GUIDANCE_TITLE)[0]!;
    const guidance = blocks.at(-1)!;
    // Assess
    expect(breakAt).toBe(blocks.length - 2);
    expect(blocks.slice(0, breakAt).some((block) => block.type === 'box')).toBe(false);
    expect(guidance).toMatchObject({
      type: 'box',
      title: 'ORIENTAÇÕES: esta folha não faz parte da procuração',
    });
    const steps = flat(guidance.type === 'box' ? guidance.paragraphs.join(' ') : '');
    expect(steps).toContain('OUTORGANTE** é quem dá os poderes');
    expect(steps).toContain('OUTORGADO(A)** é o(a) procurador(a)');
    expect(steps).toContain(PROCURACAO_NOTARISATION.replace(/\u00a0/g, ' '));
    // One sentence on notarisation (issue 39): no second, looser one from the signing guidance.
    expect(steps.split('tabelião de notas').length - 1).toBe(1);
    expect(steps).not.toContain('costuma exigir');
    expect(steps).toContain('60 dias');
    expect(steps).not.toMatch(/Comprador\(a\):|Vendedor\(a\):/);
    expect(instrument).not.toContain('Próximos passos');
    expect(instrument).not.toContain('30 dias');
  });

  it('names a company grantor’s representative, who signs and whose firma is recognised', () => {
    const text = flat(procuracaoVeiculoPlainText(empresa));
    expect(text).toContain(
      'OUTORGANTE: Locadora Boa Viagem Ltda., pessoa jurídica de direito privado inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede na',
    );
    expect(text).toContain(
      'neste ato representada por seu(sua) sócio-administrador, Carlos Eduardo Ferreira, inscrito(a) no CPF sob o nº 390.533.447-05.',
    );
    expect(text).toContain(
      'ASSINATURA E RECONHECER FIRMA (POR VERDADEIRA) Locadora Boa Viagem Ltda. CNPJ: 11.222.333/0001-81 por Carlos Eduardo Ferreira, sócio-administrador CPF: 390.533.447-05 (firma a reconhecer)',
    );
    expect(text).toContain('A firma reconhecida é a de Carlos Eduardo Ferreira, que assina pela empresa');
  });

  it('writes the checked date, and the same date wholly in words when asked; never a typed one', () => {
    expect(dateFullyInWords({ year: 2026, month: 3, day: 5 })).toBe(
      'cinco de março de dois mil e vinte e seis',
    );
    expect(dateFullyInWords({ year: 2025, month: 4, day: 1 })).toBe(
      'primeiro de abril de dois mil e vinte e cinco',
    );
    const inWords = flat(procuracaoVeiculoPlainText({ ...exemplo, data_por_extenso: 'sim' }));
    expect(inWords).toContain(
      'São Paulo/SP, 5 de março de 2026 (cinco de março de dois mil e vinte e seis).',
    );
    // An older record's free text, or a hand-made one, is no field: it is not printed.
    const typed = { ...exemplo, data_extenso: 'primeiro de janeiro de dois mil e vinte' } as typeof exemplo;
    const text = flat(procuracaoVeiculoPlainText(typed));
    expect(text).not.toContain('dois mil e vinte.');
    expect(text).toContain('São Paulo/SP, 5 de março de 2026.');
  });

  it('shows blanks for a draft and keeps typed asterisks as text', () => {
    const preview = procuracaoVeiculoPreview({ nome_completo_dono: '**x**' });
    const text = preview
      .flatMap((block) => block.lines.flatMap((line) => line.map((run) => run.text)))
      .join('');
    expect(text).toContain('________________');
    expect(text).toContain('*x*');
  });
});
