import { describe, expect, it } from 'vitest';
import { entryLabel, isEntryOpenable, NAV_GROUPS } from './nav-entries';

describe('documents menu', () => {
  it('has the six groups of the spec in order', () => {
    expect(NAV_GROUPS.map((g) => g.title)).toEqual([
      'Currículos',
      'Contratos',
      'Declarações',
      'Promissórias',
      'Carros',
      'Autorização de Viagem',
    ]);
  });

  it('marks exactly the "my documents" pages as sign-in only', () => {
    // Act
    const loginOnly = NAV_GROUPS.flatMap((g) => g.entries.filter((e) => e.requiresLogin).map((e) => e.to));
    // Assess
    expect(loginOnly).toEqual([
      '/MeuCurriculo',
      '/MeusContratos',
      '/MinhasDeclaracoes',
      '/MinhasPromissorias',
      '/MinhasAutorizacoes',
    ]);
  });

  it('says "(login)" on pages whose document needs sign-in, and still opens them (issue 41 item 8)', () => {
    // Prepare
    const entries = NAV_GROUPS.flatMap((g) => g.entries);
    const contrato = entries.find((e) => e.to === '/ContratoLocacao')!;
    const procuracao = entries.find((e) => e.to === '/ProcuracaoVeiculo')!;

    // Act / Assess
    expect(entryLabel(contrato, false)).toBe('Contrato de Locação (login)');
    expect(isEntryOpenable(contrato, false)).toBe(true);
    expect(entryLabel(contrato, true)).toBe('Contrato de Locação');
    // Bought without an account: no "(login)".
    expect(entryLabel(procuracao, false)).toBe('Procuração de Veículo');
  });

  it('greys sign-in-only entries with "(login)" only while signed out', () => {
    // Prepare
    const entry = NAV_GROUPS[0]!.entries[1]!;
    // Act / Assess
    expect(entryLabel(entry, false)).toBe('Meu Currículo (login)');
    expect(isEntryOpenable(entry, false)).toBe(false);
    expect(entryLabel(entry, true)).toBe('Meu Currículo');
    expect(isEntryOpenable(entry, true)).toBe(true);
  });
});
