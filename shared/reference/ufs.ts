// The 27 federative units by abbreviation, for validating UF fields without loading data/.

export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

/** An abbreviation of one of the 27 units, in any case ("sp" is SP). */
export function isUf(value: string | null | undefined): value is Uf {
  return (UFS as readonly string[]).includes(
    String(value ?? '')
      .trim()
      .toUpperCase(),
  );
}
