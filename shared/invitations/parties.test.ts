import { describe, expect, it } from 'vitest';
import { contratoLocacaoExemplo } from '../documents/contrato-locacao/fixtures';
import { contratoLocacao } from '../kinds/contrato-locacao';
import { contratoVeiculo } from '../kinds/contrato-veiculo';
import { maskCpf, maskEmail, maskedForm, maskRg, sectionOf } from './parties';
import { partiesOf, partyOf } from './registry';

describe('invitable parties', () => {
  it('match the kind manifests', () => {
    // Prepare / Act
    const rental = partiesOf(contratoLocacao.id).map((p) => p.id);
    const vehicle = partiesOf(contratoVeiculo.id).map((p) => p.id);
    // Assess
    expect(rental).toEqual(contratoLocacao.invitableParties);
    expect(vehicle).toEqual(contratoVeiculo.invitableParties);
    expect(partiesOf('curriculo')).toEqual([]);
  });

  it('give each party its own keys only', () => {
    // Prepare
    const fiador = partyOf('contrato_locacao', 'fiador')!;
    const conjuge = partyOf('contrato_locacao', 'fiador_conjuge')!;
    // Act / Assess
    expect(partyOf('contrato_locacao', 'locatario')!.fields).toContain('locatario_cpf');
    expect(fiador.fields).toContain('fiador_estado_civil');
    expect(fiador.fields).not.toContain('fiador_ativo');
    expect(fiador.fields).not.toContain('fiador_conjuge_cpf');
    expect(conjuge.fields).toEqual(['fiador_conjuge_nome', 'fiador_conjuge_cpf']);
    expect(partyOf('contrato_compra_veiculo', 'comprador')!.fields).toContain('comprador_endereco_cidade');
  });

  it('offer a guarantor only under fiança and a spouse only when the guarantor is married', () => {
    // Prepare
    const married = { ...contratoLocacaoExemplo } as Record<string, unknown>;
    const single = { ...married, fiador_estado_civil: 'solteiro' };
    const deposit = { ...married, garantia_tipo: 'caucao', fiador_ativo: 'nao', caucao_ativo: 'sim' };
    const fiador = partyOf('contrato_locacao', 'fiador')!;
    const conjuge = partyOf('contrato_locacao', 'fiador_conjuge')!;
    // Act / Assess
    expect([fiador.available(married), conjuge.available(married)]).toEqual([true, true]);
    expect([fiador.available(single), conjuge.available(single)]).toEqual([true, false]);
    expect([fiador.available(deposit), conjuge.available(deposit)]).toEqual([false, false]);
  });
});

describe('masks', () => {
  it('keep the middle of a CPF and RG and the first letter of an e-mail', () => {
    expect(maskCpf('123.456.789-09')).toBe('***.456.789-**');
    expect(maskCpf('12345678909')).toBe('***.456.789-**');
    expect(maskCpf('1234')).toBe('****');
    expect(maskCpf('')).toBe('');
    expect(maskRg('12.345.678-9')).toBe('**.*45.6**-*');
    expect(maskRg('MG-14.123.456')).toBe('**-**.12*.***');
    expect(maskEmail('fulano@gmail.com')).toBe('f***@gmail.com');
  });

  it('mask every CPF and RG but the invitee’s own', () => {
    // Prepare
    const locatario = partyOf('contrato_locacao', 'locatario')!;
    // Act
    const preview = maskedForm(contratoLocacaoExemplo as Record<string, unknown>, locatario);
    const section = sectionOf(contratoLocacaoExemplo as Record<string, unknown>, locatario);
    // Assess
    expect(preview.locatario_cpf).toBe('111.444.777-35');
    expect(preview.locador_cpf).toBe('***.982.247-**');
    expect(preview.fiador_conjuge_cpf).toBe('***.509.460-**');
    expect(preview.locador_rg).not.toContain('12.345');
    expect(Object.keys(section).every((key) => key.startsWith('locatario_'))).toBe(true);
    expect(section.locatario_nome).toBe('João Pedro Ferreira');
  });
});
