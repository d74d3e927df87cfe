// Reference data for the SPA and the handlers: the 27 states, and one state's municipalities loaded on
// demand (one JSON chunk per state, so a first page load never carries all 5,571 names).
import estadosJson from './estados.json';

export interface Estado {
  /** IBGE state code, 11 to 53. */
  id: number;
  sigla: Sigla;
  nome: string;
}

export interface Municipio {
  /** 7-digit IBGE code; its first two digits are `state_id`. */
  id: number;
  state_id: number;
  /** Official name with accents. */
  name: string;
}

type Loader = () => Promise<{ default: Municipio[] }>;

// Written out one by one so bundlers see 27 static paths and emit 27 small chunks.
const LOADERS = {
  AC: () => import('./municipios/AC.json'),
  AL: () => import('./municipios/AL.json'),
  AM: () => import('./municipios/AM.json'),
  AP: () => import('./municipios/AP.json'),
  BA: () => import('./municipios/BA.json'),
  CE: () => import('./municipios/CE.json'),
  DF: () => import('./municipios/DF.json'),
  ES: () => import('./municipios/ES.json'),
  GO: () => import('./municipios/GO.json'),
  MA: () => import('./municipios/MA.json'),
  MG: () => import('./municipios/MG.json'),
  MS: () => import('./municipios/MS.json'),
  MT: () => import('./municipios/MT.json'),
  PA: () => import('./municipios/PA.json'),
  PB: () => import('./municipios/PB.json'),
  PE: () => import('./municipios/PE.json'),
  PI: () => import('./municipios/PI.json'),
  PR: () => import('./municipios/PR.json'),
  RJ: () => import('./municipios/RJ.json'),
  RN: () => import('./municipios/RN.json'),
  RO: () => import('./municipios/RO.json'),
  RR: () => import('./municipios/RR.json'),
  RS: () => import('./municipios/RS.json'),
  SC: () => import('./municipios/SC.json'),
  SE: () => import('./municipios/SE.json'),
  SP: () => import('./municipios/SP.json'),
  TO: () => import('./municipios/TO.json'),
} satisfies Record<string, Loader>;

export type Sigla = keyof typeof LOADERS;

/** The 27 states sorted by name in Portuguese order. */
export const ESTADOS: readonly Estado[] = estadosJson as Estado[];

export function isSigla(value: string): value is Sigla {
  return Object.hasOwn(LOADERS, value);
}

export function estadoBySigla(sigla: string): Estado | undefined {
  return ESTADOS.find((estado) => estado.sigla === sigla.trim().toUpperCase());
}

/** The municipalities of one state, sorted in Portuguese order; an unknown abbreviation gives []. */
export async function loadMunicipios(sigla: string): Promise<readonly Municipio[]> {
  const key = sigla.trim().toUpperCase();
  if (!isSigla(key)) return [];
  return (await LOADERS[key]()).default;
}
