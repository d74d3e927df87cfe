// Portuguese names of weekdays and months, used by forms, dates in words and document texts.

/** Index 0 is Sunday, as in `Date.prototype.getDay()`. */
export const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Index 0 is January, as in `Date.prototype.getMonth()`; month number n is `MONTHS[n - 1]`. */
export const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;
export type MonthName = (typeof MONTHS)[number];
