import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { A4_PORTRAIT } from '../../pdf/units';
import {
  autorizacaoInternacionalDesacompanhadaExemplo as desacompanhada,
  autorizacaoInternacionalExemplo as internacional,
  autorizacaoNacionalExemplo as nacional,
} from './fixtures';
import { renderAutorizacaoViagemPdf } from './render';
import { autorizacaoViagemPlainText, autorizacaoViagemPreview, validityText } from './text';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('autorizacaoViagem text', () => {
  it('states two years when neither a validity nor a return is given', () => {
    expect(validityText({ ...nacional, data_volta: '' })).toContain('válida por 2 (dois) anos');
    expect(validityText({ ...internacional, data_volta: '' }).replace(/\u00a0/g, ' ')).toContain(
      'art. 10 da Resolução CNJ nº 131/2011',
    );
    expect(validityText({ ...nacional, validade_ate: '31/12/2026' })).toBe(
      'Esta autorização é válida até 31/12/2026.',
    );
    expect(validityText(nacional)).toContain('de 10/07/2026 até 25/07/2026');
  });

  it('says "desacompanhado(a)" for a child travelling alone', () => {
    expect(autorizacaoViagemPlainText(desacompanhada)).toContain('a viajar desacompanhado(a)');
  });

  it('closes with the next steps in a framed box, on a page of its own', () => {
    const preview = autorizacaoViagemPreview(nacional);
    expect(preview.at(-2)?.kind).toBe('pageBreak');
    const box = preview.at(-1)!;
    expect(box.kind).toBe('box');
    expect(box.lines[0]!.map((run) => run.text).join('')).toContain('PRÓXIMOS PASSOS');
    expect(box.paragraphs).toHaveLength(5);
  });

  it('works on an empty draft, with blanks', () => {
    expect(autorizacaoViagemPlainText({})).toContain('AUTORIZAÇÃO DE VIAGEM NACIONAL');
  });
});

describe('renderAutorizacaoViagemPdf', () => {
  it('prints a domestic authorization on A4: parties, companion, destination, validity, resolution, next steps', async () => {
    const pdf = await extractPdfText(await renderAutorizacaoViagemPdf(nacional));
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pageSizes[0]!.width).toBeCloseTo(A4_PORTRAIT.width, 1);
    const first = flat(pdf.pages[0]!);
    for (const expected of [
      'AUTORIZAÇÃO DE VIAGEM NACIONAL',
      'Mariana Andrade Pereira',
      'Lucas Andrade Pereira',
      'acompanhado(a) de Roberto Carlos Nunes, vizinho do(a) menor',
      'com destino a Recife/PE',
      'de 10/07/2026 até 25/07/2026',
      'Resolução CNJ nº 295/2019',
      'São Paulo/SP, 1º de julho de 2026.',
    ])
      expect(first).toContain(expected);
    const steps = flat(pdf.pages[1]!);
    expect(steps).toContain('PRÓXIMOS PASSOS');
    expect(steps).toContain('reconhecimento de firma');
  });

  it('prints two identical originals abroad, each saying so, then the next steps', async () => {
    const pdf = await extractPdfText(await renderAutorizacaoViagemPdf(internacional));
    expect(pdf.pages).toHaveLength(3);
    const [via1, via2, steps] = pdf.pages.map(flat);
    expect(via1).toContain('1ª VIA ORIGINAL');
    expect(via2).toContain('2ª VIA ORIGINAL');
    for (const via of [via1!, via2!]) {
      expect(via).toContain('AUTORIZAÇÃO DE VIAGEM INTERNACIONAL');
      expect(via).toContain('Resolução CNJ nº 131/2011');
      expect(via).toContain('retida pela Polícia Federal');
      expect(via).toContain('fixação de residência permanente no exterior');
    }
    // Identical but for the via and the page number (issue 39: "Página n de N" on every page).
    expect(via1).toContain('Página 1 de 3');
    expect(via2).toContain('Página 2 de 3');
    expect(steps).toContain('Página 3 de 3');
    const unnumbered = (via: string) => via.replace(/ ?Página \d de 3/, '');
    expect(unnumbered(via1!.replace('1ª VIA', ''))).toBe(unnumbered(via2!.replace('2ª VIA', '')));
    expect(steps).toContain('duas vias originais');
  });

  it('has a signature line for each parent when both sign', async () => {
    const text = flat((await extractPdfText(await renderAutorizacaoViagemPdf(desacompanhada))).pages[0]!);
    expect(text).toContain('Nós, Mariana Andrade Pereira');
    expect(text).toContain('AUTORIZAMOS');
    expect(text).toMatch(
      /Mariana Andrade Pereira CPF: 390\.533\.447-05 Mãe.*Paulo Henrique Pereira CPF: 714\.602\.380-01 Pai|Mariana Andrade Pereira Paulo Henrique Pereira/,
    );
  });
});
