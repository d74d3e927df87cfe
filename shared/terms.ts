// The version of the Termo de Responsabilidade a person accepts: the date the text gives for itself. A payment
// carries the version accepted and the server records it; changing the text means a new version, which every
// browser asks for again (their stored acceptance names the old one).
export const TERMS_VERSION = '2026-11-27';

/** What a person who has not accepted the terms is told (spec part 1, the resume page's wording). */
export const TERMS_REQUIRED_MESSAGE =
  'Você precisa ler e aceitar o Termo de Responsabilidade para continuar.';
