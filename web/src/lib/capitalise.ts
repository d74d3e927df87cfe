// A select's label from a lower-case reference word (months, weekdays).

/** "março" → "Março". */
export function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);
}
