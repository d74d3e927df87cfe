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
    ]);
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
