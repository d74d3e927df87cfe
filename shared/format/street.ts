// The preposition before a street follows its type (issue 39): "na Rua", "na Avenida", "no Largo", "no Beco".
// The type is the address's first word as typed, full or abbreviated ("R.", "Av.", "Pça."); an address whose
// first word names no type ("Paulista, 1000", "SQN 308") reads "no endereço …", never a wrong article.

/** Types of logradouro (the Correios' list and common abbreviations), folded, by grammatical gender. */
const FEMININE = [
  'rua',
  'r',
  'avenida',
  'av',
  'ave',
  'alameda',
  'al',
  'travessa',
  'tv',
  'trav',
  'tr',
  'praca',
  'pca',
  'pc',
  'estrada',
  'estr',
  'est',
  'rodovia',
  'rod',
  'ladeira',
  'ld',
  'vila',
  'vl',
  'via',
  'quadra',
  'qd',
  'chacara',
  'fazenda',
  'faz',
  'colonia',
  'comunidade',
  'area',
  'passarela',
  'ponte',
  'praia',
  'ilha',
  'servidao',
  'subida',
  'descida',
  'marginal',
  'linha',
  'rotatoria',
  'galeria',
  'esplanada',
  'vereda',
  'viela',
  'granja',
  'passagem',
  'rampa',
  'trilha',
  'estacao',
  'feira',
  'baixada',
  'entrada',
  'favela',
  'orla',
] as const;
const MASCULINE = [
  'largo',
  'lgo',
  'lg',
  'beco',
  'bc',
  'parque',
  'pq',
  'prq',
  'conjunto',
  'cj',
  'conj',
  'condominio',
  'cond',
  'sitio',
  'residencial',
  'res',
  'jardim',
  'jd',
  'viaduto',
  'setor',
  'nucleo',
  'loteamento',
  'lot',
  'caminho',
  'acesso',
  'patio',
  'trevo',
  'morro',
  'distrito',
  'bosque',
  'balneario',
  'calcadao',
  'anel',
  'canal',
  'cais',
  'contorno',
  'aeroporto',
  'campo',
  'porto',
  'recanto',
  'tunel',
  'elevado',
  'ramal',
  'km',
  'quilometro',
  'corredor',
  'boulevard',
  'bulevar',
  'atalho',
  'complexo',
  'terminal',
  'retorno',
  'mercado',
  'povoado',
  'arraial',
  'escadao',
  'vale',
  'alto',
  'buraco',
  'rancho',
  'sertao',
  'bairro',
] as const;

const GENDER = new Map<string, 'na' | 'no'>([
  ...FEMININE.map((type) => [type, 'na'] as const),
  ...MASCULINE.map((type) => [type, 'no'] as const),
]);

const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[.:]+$/, '');

/** "na" or "no" for the street's type, or null when its first word names none. */
export function streetPreposition(street: string): 'na' | 'no' | null {
  const first = street.trim().split(/[\s,]+/)[0] ?? '';
  return GENDER.get(fold(first)) ?? null;
}

/**
 * `address` (which begins with `street`) after the preposition its type takes: "na Rua das Flores, nº 10",
 * "no Largo do Arouche, s/nº", or "no endereço …" when the type is unknown.
 */
export function atAddress(street: string, address: string): string {
  const preposition = streetPreposition(street);
  return preposition ? `${preposition} ${address}` : `no endereço ${address}`;
}
