import { describe, expect, it } from 'vitest';
import { ESTADOS, estadoBySigla, loadMunicipios, type Municipio } from './reference-data';

const collator = new Intl.Collator('pt-BR');

async function loadAll(): Promise<Map<string, readonly Municipio[]>> {
  const entries = await Promise.all(
    ESTADOS.map(async (e) => [e.sigla, await loadMunicipios(e.sigla)] as const),
  );
  return new Map(entries);
}

describe('states', () => {
  it('lists the 27 federative units with IBGE codes 11 to 53', () => {
    expect(ESTADOS).toHaveLength(27);
    expect(new Set(ESTADOS.map((e) => e.id)).size).toBe(27);
    expect(new Set(ESTADOS.map((e) => e.sigla)).size).toBe(27);
    for (const estado of ESTADOS) {
      expect(estado.id).toBeGreaterThanOrEqual(11);
      expect(estado.id).toBeLessThanOrEqual(53);
      expect(estado.sigla).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('knows a few states by abbreviation', () => {
    expect(estadoBySigla('SP')).toEqual({ id: 35, sigla: 'SP', nome: 'São Paulo' });
    expect(estadoBySigla('df')).toEqual({ id: 53, sigla: 'DF', nome: 'Distrito Federal' });
    expect(estadoBySigla('PI')?.nome).toBe('Piauí');
    expect(estadoBySigla('XX')).toBeUndefined();
  });

  it('is sorted by name in Portuguese order', () => {
    const names = ESTADOS.map((e) => e.nome);
    expect(names).toEqual([...names].sort(collator.compare));
  });
});

describe('municipalities', () => {
  it('totals 5,571 with unique 7-digit codes prefixed by their state code', async () => {
    // Act
    const all = await loadAll();

    // Assess
    const flat = [...all.values()].flat();
    expect(flat).toHaveLength(5571);
    expect(new Set(flat.map((m) => m.id)).size).toBe(5571);
    for (const estado of ESTADOS) {
      const list = all.get(estado.sigla) ?? [];
      expect(list.length).toBeGreaterThan(0);
      for (const m of list) {
        expect(String(m.id)).toMatch(/^\d{7}$/);
        expect(m.state_id).toBe(estado.id);
        expect(Math.floor(m.id / 100000)).toBe(m.state_id);
        expect(m.name.trim()).toBe(m.name);
        expect(m.name.length).toBeGreaterThan(1);
      }
    }
  });

  it('has the per-state counts published by the IBGE (Área Territorial 2025)', async () => {
    // Prepare: IBGE's totals per federative unit since Boa Esperança do Norte (MT) was installed in 2025.
    const ibge: Record<string, number> = {
      AC: 22,
      AL: 102,
      AM: 62,
      AP: 16,
      BA: 417,
      CE: 184,
      DF: 1,
      ES: 78,
      GO: 246,
      MA: 217,
      MG: 853,
      MS: 79,
      MT: 142,
      PA: 144,
      PB: 223,
      PE: 185,
      PI: 224,
      PR: 399,
      RJ: 92,
      RN: 167,
      RO: 52,
      RR: 15,
      RS: 497,
      SC: 295,
      SE: 75,
      SP: 645,
      TO: 139,
    };

    // Act
    const all = await loadAll();

    // Assess
    const counts = Object.fromEntries([...all].map(([uf, list]) => [uf, list.length]));
    expect(counts).toEqual(ibge);
  });

  it('sorts each state with the pt-BR collator', async () => {
    for (const [uf, list] of await loadAll()) {
      const names = list.map((m) => m.name);
      expect(names, uf).toEqual([...names].sort(collator.compare));
    }
  });

  it('knows a few cities by code, with accents', async () => {
    const find = async (uf: string, id: number) => (await loadMunicipios(uf)).find((m) => m.id === id);
    expect(await find('SP', 3550308)).toEqual({ id: 3550308, state_id: 35, name: 'São Paulo' });
    expect(await find('RJ', 3304557)).toEqual({ id: 3304557, state_id: 33, name: 'Rio de Janeiro' });
    expect(await find('DF', 5300108)).toEqual({ id: 5300108, state_id: 53, name: 'Brasília' });
    expect(await find('PA', 1501402)).toEqual({ id: 1501402, state_id: 15, name: 'Belém' });
    expect(await find('RO', 1100015)).toEqual({ id: 1100015, state_id: 11, name: "Alta Floresta D'Oeste" });
    // Created in 2013, the last municipalities counted in the 5,570 before 2025, and the one of 2025.
    expect(await find('PA', 1504752)).toMatchObject({ name: 'Mojuí dos Campos' });
    expect(await find('SC', 4212650)).toMatchObject({ name: 'Pescaria Brava' });
    expect(await find('MT', 5101837)).toEqual({ id: 5101837, state_id: 51, name: 'Boa Esperança do Norte' });
  });

  it('answers an empty list for an unknown state', async () => {
    expect(await loadMunicipios('XX')).toEqual([]);
    expect((await loadMunicipios(' sp '))[0]?.name).toBe('Adamantina');
  });
});
