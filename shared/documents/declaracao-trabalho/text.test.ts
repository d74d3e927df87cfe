import { describe, expect, it } from 'vitest';
import {
  declaracaoTrabalhoDomesticoExemplo as domestico,
  declaracaoTrabalhoExemplo as exemplo,
} from './fixtures';
import {
  DECLARACAO_TRABALHO_TITLE,
  declaracaoTrabalhoBlocks,
  declaracaoTrabalhoPlainText,
  declaracaoTrabalhoPreview,
} from './text';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('work declaration text', () => {
  it('has the employer, responsible for the company, declare the worker’s role, admission, hours and weekdays', () => {
    const text = flat(declaracaoTrabalhoPlainText(exemplo));

    expect(text.startsWith(DECLARACAO_TRABALHO_TITLE)).toBe(true);
    expect(text).toContain(
      'Eu, Carlos Eduardo Ferreira, inscrito(a) no CPF sob o nº 390.533.447-05, portador(a) do RG nº ' +
        '23.456.789-0/SP, na qualidade de Sócio-administrador da empresa Padaria Pão Dourado Ltda., inscrita no CNPJ ' +
        'sob o nº 11.222.333/0001-81, estabelecida na Avenida Paulista, nº 1000, bairro Bela Vista, ' +
        'São Paulo/SP, CEP 01310-100, DECLARO, para os devidos fins e sob as penas da lei, que Ana Beatriz Souza Lima, inscrito(a) no CPF sob o nº 714.602.380-01, ' +
        'portador(a) do RG nº 34.567.890-1/SP, trabalha nesta empresa no cargo de Auxiliar de Padaria, desde ' +
        'março de 2024, com jornada de trabalho das 08:00 às 17:30, de segunda-feira a sexta-feira.',
    );
    // Lei nº 7.115/1983 (art. 1º) does not cover employment: art. 299 do Código Penal alone (issue 39).
    expect(text).toContain('falsidade ideológica, tipificado no art. 299 do Código Penal, sem prejuízo');
    expect(text).not.toContain('7.115');
    expect(text).toContain('São Paulo/SP, 5 de março de 2026.');
  });

  it('names a household employer as a person and places the work at the workplace address', () => {
    const text = flat(declaracaoTrabalhoPlainText(domestico));

    expect(text).toContain('na qualidade de empregador(a) pessoa física, DECLARO');
    expect(text).toContain(
      'trabalha para mim, na Rua das Acácias, nº 45, bairro Jardim Europa, São Paulo/SP, CEP ' +
        '01310-100, no cargo de Empregada Doméstica, desde março de 2024',
    );
    expect(text).not.toMatch(/CNPJ|empresa/i);
    expect(text).toContain('ASSINATURA DO EMPREGADOR');
  });

  it('puts names in bold, place and date on the right, and the signer under "ASSINATURA E CARIMBO DA EMPRESA"', () => {
    const blocks = declaracaoTrabalhoBlocks(exemplo);

    expect(blocks[0]).toMatchObject({ type: 'title', text: 'DECLARAÇÃO DE TRABALHO' });
    const statement = blocks[1]!.type === 'paragraph' ? blocks[1]!.text : '';
    for (const bold of ['Carlos Eduardo Ferreira', 'Padaria Pão Dourado Ltda.', 'Ana Beatriz Souza Lima'])
      expect(statement).toContain(`**${bold}**`);
    expect(statement).toContain('**Auxiliar de Padaria**');
    expect(blocks).toContainEqual(
      expect.objectContaining({
        type: 'right',
        text: 'São Paulo/SP, 5 de março de 2026.',
        keepWithNext: true,
      }),
    );
    expect(blocks.at(-1)).toMatchObject({
      type: 'signature',
      signers: [
        {
          lines: [
            'ASSINATURA E CARIMBO DA EMPRESA',
            '**Carlos Eduardo Ferreira**',
            'Sócio-administrador',
            'CPF: 390.533.447-05',
          ],
        },
      ],
    });
  });

  it.each([
    [{ hora_inicio: '8', hora_fim: '1730' }, 'das 08:00 às 17:30'],
    [{ hora_inicio: '22:00', hora_fim: '01:00' }, 'das 22:00 à 01:00'],
    [{ hora_inicio: '00:30', hora_fim: '06:00' }, 'da 00:30 às 06:00'],
    [{ dia_semana_inicio: 'sábado', dia_semana_fim: 'sábado' }, ', aos sábados.'],
    [{ dia_semana_inicio: 'segunda-feira', dia_semana_fim: 'segunda-feira' }, ', às segundas-feiras.'],
    [{ dia_semana_inicio: 'domingo', dia_semana_fim: 'quarta-feira' }, ', de domingo a quarta-feira.'],
  ] as const)('words %j as "%s"', (fix, wording) => {
    expect(flat(declaracaoTrabalhoPlainText({ ...exemplo, ...fix }))).toContain(wording);
  });

  it('formats a CNPJ typed without a mask, also an alphanumeric one', () => {
    expect(declaracaoTrabalhoPlainText({ ...exemplo, empresa_cnpj: '11222333000181' })).toContain(
      '11.222.333/0001-81',
    );
    expect(declaracaoTrabalhoPlainText({ ...exemplo, empresa_cnpj: '12abc34501de35' })).toContain(
      '12.ABC.345/01DE-35',
    );
  });

  it('renders an empty draft with blanks where the data goes', () => {
    const text = flat(declaracaoTrabalhoPlainText({}));

    expect(text).toContain('Eu, ________________, inscrito(a) no CPF sob o nº ________________');
    expect(text).toContain('desde ________________ de ______, com jornada de trabalho das _____ às _____');
    expect(text).toContain('____ de ____________ de ______.');
  });

  it('keeps typed text as data in the preview: markup stays text, typed markers cannot open bold', () => {
    const preview = declaracaoTrabalhoPreview({ ...exemplo, cargo: '**Gerente** <b>x</b>' });
    const runs = preview.flatMap((block) => block.lines.flat());

    expect(runs).toContainEqual({ text: '**Gerente** <b>x</b>', bold: true });
  });
});
