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
    expect(total).toBe(5570);
  });

  it('refuses a source whose repeats disagree', () => {
    const rows = readPackageRows();
    const conflicting = [...rows, ['35', 'São Paulo', '50308', 'Outro Nome']];
    expect(() => buildReferenceData(conflicting)).toThrow(/dois nomes/);
  });

  it('refuses a source that lost a municipality or a state', () => {
    const rows = readPackageRows();
    expect(() => buildReferenceData(rows.filter((row) => row[2] !== '50308'))).toThrow(/5569 municípios/);
    expect(() => buildReferenceData(rows.filter((row) => row[0] !== '53'))).toThrow(/26 estados/);
  });

  it('uses the current IBGE spelling where the package is older', () => {
    const data = buildReferenceData();
    const rn = data.municipiosPorUf.get('RN') ?? [];
    expect(rn.find((m) => m.id === 2410306)?.name).toBe('Serra Caiada');
    expect(data.renamed).toContainEqual({ id: 3530805, from: 'Moji Mirim', to: 'Mogi Mirim' });
  });
});
