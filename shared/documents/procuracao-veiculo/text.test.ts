import { describe, expect, it } from 'vitest';
import { procuracaoVeiculoExemplo as exemplo } from './fixtures';
import { PROCURACAO_VEICULO_TITLE, procuracaoVeiculoPlainText, procuracaoVeiculoPreview } from './text';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('procuracaoVeiculoBlocks', () => {
  it('qualifies both parties, identifies the vehicle and grants the special powers without sub-delegation', () => {
    const text = flat(procuracaoVeiculoPlainText(exemplo));
    for (const expected of [
      PROCURACAO_VEICULO_TITLE,
      'OUTORGANTE: Carlos Eduardo Ferreira, inscrito(a) no CPF sob o nº 390.533.447-05, portador(a) do RG nº 23.456.789-0',
      'Avenida Paulista, nº 1000, bairro Bela Vista, São Paulo/SP, CEP 01310-100',
      'OUTORGADO(A): Ana Beatriz Souza Lima, inscrito(a) no CPF sob o nº 714.602.380-01',
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
      'Próximos passos 1. Reconhecimento de firma por autenticidade da assinatura do(a) OUTORGANTE em cartório',
      '30 dias',
      'art. 134',
    ])
      expect(text).toContain(expected);
  });

  it('qualifies a company grantor by its CNPJ and uses the date typed in words', () => {
    const text = flat(
      procuracaoVeiculoPlainText({
        ...exemplo,
        nome_completo_dono: 'Locadora Boa Viagem Ltda.',
        cpf_cnpj_dono: '11222333000181',
        data_extenso: 'cinco de março de dois mil e vinte e seis',
      }),
    );
    expect(text).toContain('pessoa jurídica inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede na');
    expect(text).toContain('São Paulo/SP, cinco de março de dois mil e vinte e seis.');
    expect(text).toContain('CNPJ: 11.222.333/0001-81');
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
