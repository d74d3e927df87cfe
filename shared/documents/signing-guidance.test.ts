// How to sign each kind (issue 43 item 2): what the law gives each one, and that the PDFs' next steps print it.
import { describe, expect, it } from 'vitest';
import { autorizacaoNacionalExemplo } from './autorizacao-viagem/fixtures';
import { autorizacaoViagemBlocks } from './autorizacao-viagem/text';
import { blocksToPlainText } from './blocks';
import { contratoLocacaoExemplo } from './contrato-locacao/fixtures';
import { contratoLocacaoBlocks } from './contrato-locacao/text';
import { contratoVeiculoExemplo } from './contrato-veiculo/fixtures';
import { contratoVeiculoBlocks } from './contrato-veiculo/text';
import { procuracaoVeiculoExemplo } from './procuracao-veiculo/fixtures';
import { procuracaoVeiculoBlocks } from './procuracao-veiculo/text';
import { PROMISSORIA_NEXT_STEPS } from './promissoria/next-steps';
import { signingGuidance, signingGuidanceForArea } from './signing-guidance';

const text = (kind: string) =>
  signingGuidance(kind)
    .join(' ')
    .replace(/\u00a0/g, ' ');
const plain = (s: string) => s.replace(/\*\*/g, '').replace(/\u00a0/g, ' ');

describe('signing guidance per kind', () => {
  it('offers the gov.br advanced signature where it serves, citing Lei 14.063/2020, art. 4º, II', () => {
    for (const kind of [
      'declaracao_residencia',
      'declaracao_trabalho',
      'recibo_aluguel',
      'contrato_locacao',
    ]) {
      expect(text(kind), kind).toContain('Lei 14.063/2020, art. 4º, II');
      expect(text(kind), kind).toContain('assinador.iti.br');
    }
  });

  it('says the electronically signed rental and vehicle contracts need no witnesses (CPC art. 784, §4º)', () => {
    for (const kind of ['contrato_locacao', 'contrato_compra_veiculo']) {
      expect(text(kind), kind).toContain('sem as duas testemunhas');
      expect(text(kind), kind).toContain('CPC, art. 784, § 4º, incluído pela Lei 14.620/2023');
    }
  });

  it('refuses gov.br for the travel authorization and points to the AEV; the DETRAN decides for vehicles', () => {
    expect(text('autorizacao_viagem')).toContain('não substitui o reconhecimento de firma');
    expect(text('autorizacao_viagem')).toContain('Provimento CNJ nº 103/2020');
    for (const kind of ['procuracao_veiculo', 'contrato_compra_veiculo']) {
      expect(text(kind), kind).toContain('ATPV-e');
      expect(text(kind), kind).toContain('DETRAN do seu estado');
    }
  });

  it('has none for the resume, and finds the kind from a payment panel’s area', () => {
    expect(signingGuidance('curriculo')).toEqual([]);
    expect(signingGuidanceForArea('contrato_veiculo')).toEqual(signingGuidance('contrato_compra_veiculo'));
    expect(signingGuidanceForArea('recibos_sem_contrato')).toEqual(signingGuidance('recibo_aluguel'));
  });

  it('is printed in the next steps of the contracts, the power of attorney, the authorization and the notes', () => {
    const cases: Array<[string, string]> = [
      ['contrato_locacao', blocksToPlainText(contratoLocacaoBlocks(contratoLocacaoExemplo))],
      ['contrato_compra_veiculo', blocksToPlainText(contratoVeiculoBlocks(contratoVeiculoExemplo))],
      ['procuracao_veiculo', blocksToPlainText(procuracaoVeiculoBlocks(procuracaoVeiculoExemplo))],
      ['autorizacao_viagem', blocksToPlainText(autorizacaoViagemBlocks(autorizacaoNacionalExemplo))],
      ['promissoria', PROMISSORIA_NEXT_STEPS.join(' ')],
    ];
    for (const [kind, printed] of cases) {
      for (const step of signingGuidance(kind)) expect(plain(printed), kind).toContain(plain(step));
    }
  });
});
