import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { A4_PORTRAIT } from '../../pdf/units';
import {
  autorizacaoInternacionalDesacompanhadaExemplo as desacompanhada,
  autorizacaoInternacionalExemplo as internacional,
  autorizacaoNacionalExemplo as nacional,
} from './fixtures';
import { renderAutorizacaoViagemPdf } from './render';
import {
  autorizacaoViagemPlainText,
  autorizacaoViagemPreview,
  singleSignerReason,
  validityText,
} from './text';

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

  it('prints the companion chosen: none once "desacompanhado" or both parents hide a typed one', () => {
    for (const acompanhante of ['nenhum', 'ambos_genitores'] as const) {
      const text = flat(autorizacaoViagemPlainText({ ...nacional, acompanhante }));
      expect(text).not.toContain('Roberto Carlos Nunes');
      expect(text).not.toContain('vizinho');
    }
    expect(flat(autorizacaoViagemPlainText({ ...nacional, acompanhante: 'nenhum' }))).toContain(
      'a viajar desacompanhado(a)',
    );
  });

  it('prints a domestic trip without dates as valid for the period written, or two years', () => {
    const undated = { ...nacional, data_ida: '', data_volta: '' };
    const text = flat(autorizacaoViagemPlainText(undated));
    expect(text).toContain('em uma ou mais viagens realizadas dentro do prazo de validade desta autorização');
    expect(text).not.toContain('partida');
    expect(text).toContain('válida por 2 (dois) anos a contar da data de sua assinatura');
    expect(flat(autorizacaoViagemPlainText({ ...undated, validade_ate: '31/12/2026' }))).toContain(
      'válida até 31/12/2026',
    );
  });

  it('says why one person signs and what to carry to prove it', () => {
    const one = { ...desacompanhada, aut2_nome: '', aut2_cpf: '', aut2_rg: '', aut2_relacao: '' as const };
    const cases: Array<[Partial<typeof one>, RegExp, RegExp]> = [
      [
        { aut1_relacao: 'guardiao', aut1_decisao: '0001234-56.2024.8.26.0100' },
        /guardião\(ã\) por prazo indeterminado do\(a\) menor, nomeado\(a\) judicialmente \(processo ou termo nº 0001234-56\.2024\.8\.26\.0100\).*Assino sozinho\(a\) como guardião\(ã\) por prazo indeterminado do\(a\) menor, que autoriza a viagem como se genitor\(a\) fosse \(art\. 7º da Resolução CNJ nº 131\/2011\)/,
        /termo de compromisso de guarda ou tutela/,
      ],
      [
        { poder_familiar_unico: true, poder_familiar_motivo: 'falecimento' },
        /Assino sozinho\(a\) por ser o\(a\) único\(a\) titular do poder familiar: o\(a\) outro\(a\) genitor\(a\) é falecido\(a\)/,
        /certidão de óbito/,
      ],
      [
        { poder_familiar_unico: true, poder_familiar_motivo: 'sem_filiacao' },
        /não consta do registro de nascimento/,
        /certidão de nascimento do\(a\) menor, em que consta um só genitor/,
      ],
      [
        { poder_familiar_unico: true, poder_familiar_motivo: 'decisao_judicial' },
        /suspenso ou extinto por decisão judicial/,
        /decisão judicial que suspendeu ou extinguiu/,
      ],
    ];
    for (const [changes, reason, proof] of cases) {
      const text = flat(autorizacaoViagemPlainText({ ...one, ...changes }));
      expect(text).toMatch(reason);
      expect(text).toMatch(proof);
    }
    expect(singleSignerReason(internacional)).toContain(
      'porque o(a) outro(a) genitor(a) viaja com o(a) menor',
    );
    expect(flat(autorizacaoViagemPlainText(internacional))).toContain('O genitor que viaja leva documento');
    expect(singleSignerReason(nacional)).toContain('basta a autorização de qualquer dos genitores');
    expect(singleSignerReason(desacompanhada)).toBeNull();
  });

  it('qualifies a third party abroad by nationality and residence', () => {
    const text = flat(
      autorizacaoViagemPlainText({
        ...desacompanhada,
        acompanhante: 'outro',
        acomp_nome: 'Ana Souza',
        acomp_documento: 'FZ999',
        acomp_relacao: 'madrinha',
        acomp_nacionalidade: 'brasileira',
        acomp_residencia: 'exterior',
        acomp_pais_residencia: 'Portugal',
      }),
    );
    expect(text).toContain(
      'madrinha do(a) menor, de nacionalidade brasileira, residente no exterior (Portugal)',
    );
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

  it('keeps each original on one page with a third party and one signer saying why', async () => {
    const longest = {
      ...desacompanhada,
      acompanhante: 'outro' as const,
      aut1_relacao: 'guardiao' as const,
      aut1_decisao: '0001234-56.2024.8.26.0100',
      aut1_endereco:
        'Avenida Brigadeiro Faria Lima, 1234, apartamento 56, bloco B, Jardim Paulistano, São Paulo/SP, CEP 01452-000',
      acomp_nome: 'Roberto Carlos Nunes de Albuquerque',
      acomp_documento: '12.345.678-9',
      acomp_cpf: '111.444.777-35',
      acomp_relacao: 'padrinho',
      acomp_nacionalidade: 'estrangeira' as const,
      acomp_nacionalidade_outra: 'portuguesa',
      acomp_residencia: 'brasil' as const,
    };
    const guardian = await extractPdfText(await renderAutorizacaoViagemPdf(longest));
    expect(guardian.pages).toHaveLength(3);
    expect(flat(guardian.pages[0]!)).toContain('CPF: 390.533.447-05 Guardião(ã) por prazo indeterminado');
    const pdf = await extractPdfText(
      await renderAutorizacaoViagemPdf({
        ...desacompanhada,
        acompanhante: 'outro',
        poder_familiar_unico: true,
        poder_familiar_motivo: 'decisao_judicial',
        acomp_nome: 'Roberto Carlos Nunes',
        acomp_documento: '12.345.678-9',
        acomp_cpf: '111.444.777-35',
        acomp_relacao: 'padrinho',
        acomp_nacionalidade: 'estrangeira',
        acomp_nacionalidade_outra: 'portuguesa',
        acomp_residencia: 'brasil',
      }),
    );
    expect(pdf.pages).toHaveLength(3);
    const via1 = flat(pdf.pages[0]!);
    expect(via1).toContain('de nacionalidade portuguesa, residente no Brasil');
    expect(via1).toContain('único(a) titular do poder familiar');
    expect(via1).toContain('São Paulo/SP, 1º de julho de 2026.');
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
