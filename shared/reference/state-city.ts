// The rules of a state/city picker, pure so the SPA component and its tests share them; the city list
// of the chosen state is passed in (shared/ does not import data/).

export interface StateCityValue {
  /** State abbreviation ("SP"), or "" while none is chosen. */
  uf: string;
  /** City name as written in the state's list, or "" when there is none. */
  city: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    // "São João del-Rei" and "Olhos d’Água" are how people and address services write "São João del Rei" and
    // "Olhos-d'Água": hyphens and apostrophes separate words, whichever the list uses.
    .replace(/[-‐‑–—'’`´]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The city select is disabled until a state is chosen. */
export function isCitySelectDisabled(value: Pick<StateCityValue, 'uf'>): boolean {
  return value.uf.trim() === '';
}

/**
 * The list's own spelling of `city`, matched exactly or ignoring accents, case, hyphens and apostrophes (an
 * address lookup may say "Sao Paulo"); null when the list does not have it.
 */
export function findCity(city: string, cities: readonly string[]): string | null {
  if (cities.includes(city)) return city;
  const wanted = fold(city);
  if (wanted === '') return null;
  return cities.find((name) => fold(name) === wanted) ?? null;
}

/**
 * A city in the list's spelling; one the state's list lacks becomes "" (the person picks one): never a city
 * chosen for them, which would end up in a legal text.
 */
export function reconcileCity(city: string, cities: readonly string[]): string {
  return findCity(city, cities) ?? '';
}

/** Choosing a state empties the city: it is required, and picked by the person. */
export function chooseState(uf: string): StateCityValue {
  return { uf, city: '' };
}

/** Choosing a city keeps it only when the current state's list has it, else none. */
export function chooseCity(
  value: StateCityValue,
  city: string,
  citiesOfState: readonly string[],
): StateCityValue {
  if (isCitySelectDisabled(value)) return { uf: value.uf, city: '' };
  return { uf: value.uf, city: reconcileCity(city, citiesOfState) };
}
