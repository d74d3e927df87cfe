import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReferenceData, DATA_DIR, readPackageRows, renderFiles } from './generate-reference-data';

describe('generate-reference-data', () => {
  it('reproduces the committed JSON exactly', () => {
    // Act
    const files = renderFiles(buildReferenceData());

    // Assess
    expect(files.size).toBe(28);
    for (const [path, content] of files)
      expect(readFileSync(join(DATA_DIR, path), 'utf8'), path).toBe(content);
  });

  it('collapses the repeated rows of the package source', () => {
    // Prepare
    const rows = readPackageRows();

    // Act
    const data = buildReferenceData(rows);

    // Assess
    const total = [...data.municipiosPorUf.values()].reduce((sum, list) => sum + list.length, 0);
    expect(rows.length).toBeGreaterThan(total);
    expect(total).toBe(5571);
  });

  it('refuses a source whose repeats disagree', () => {
    const rows = readPackageRows();
    const conflicting = [...rows, ['35', 'São Paulo', '50308', 'Outro Nome']];
    expect(() => buildReferenceData(conflicting)).toThrow(/dois nomes/);
  });

  it('refuses a source that lost a state', () => {
    const rows = readPackageRows();
    expect(() => buildReferenceData(rows.filter((row) => row[0] !== '53'))).toThrow(/26 estados/);
  });

  it('takes the municipalities the package lacks from the current IBGE list', () => {
    // Act
    const data = buildReferenceData();
    const withoutSaoPaulo = buildReferenceData(readPackageRows().filter((row) => row[2] !== '50308'));

    // Assess
    expect(data.added).toEqual([{ id: 5101837, state_id: 51, name: 'Boa Esperança do Norte' }]);
    expect(withoutSaoPaulo.added).toContainEqual({ id: 3550308, state_id: 35, name: 'São Paulo' });
  });

  it('uses the current IBGE spelling where the package is older', () => {
    const data = buildReferenceData();
    const rn = data.municipiosPorUf.get('RN') ?? [];
    expect(rn.find((m) => m.id === 2410306)?.name).toBe('Serra Caiada');
    expect(data.renamed).toContainEqual({ id: 3530805, from: 'Moji Mirim', to: 'Mogi Mirim' });
  });
});
