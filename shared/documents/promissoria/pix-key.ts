// The creditor's PIX key of a promissory-note batch (issue 43 item 3): its five types, the check of a key by its
// type with the form's messages, the key as the DICT holds it, and the receiver's name and city as a BR Code
// carries them (at most 25 and 15 characters, without accents). Pure, so the page and the server's final check
// say the same; the payload itself is made on the server (`pix-code.ts`).
import { isValidCnpj, isValidCpf, onlyDigits } from '../../format/cpf-cnpj';

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Readonly<Record<PixKeyType, string>> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Celular',
  aleatoria: 'Chave aleatória',
};

/** The BR Code's limits (Manual de Padrões para Iniciação do Pix, BCB: ID 59 and 60; DICT: a key of 77). */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
export const PIX_KEY_MAX = 77;

export const PIX_MESSAGES = {
  tipo: 'Escolha o tipo da chave PIX',
  chave: 'Informe a chave PIX ou deixe o tipo como “Sem PIX”',
  cpf: 'Chave PIX: CPF inválido',
  cnpj: 'Chave PIX: CNPJ inválido',
  email: 'Chave PIX: e-mail inválido (ex.: nome@exemplo.com.br)',
  telefone: 'Chave PIX: informe o celular com DDD, ex.: (11) 98765-4321',
  aleatoria: 'Chave PIX: a chave aleatória tem 32 letras e números em 5 grupos (8-4-4-4-12)',
  nome: 'Informe o nome de quem recebe o PIX',
  nomeLongo: `Nome no PIX: no máximo ${PIX_NAME_MAX} caracteres`,
  cidade: 'Informe a cidade de quem recebe o PIX',
  cidadeLonga: `Cidade no PIX: no máximo ${PIX_CITY_MAX} caracteres`,
  caracteres:
    'Use só letras sem símbolos especiais, números e pontuação comum (o código PIX não leva outros)',
} as const;

export function isPixKeyType(value: string): value is PixKeyType {
  return (PIX_KEY_TYPES as readonly string[]).includes(value);
}

/** The DICT's e-mail key: lower case, one @, a dotted domain (its pattern, less the rarest characters). */
const EMAIL =
  /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A Brazilian mobile's 11 digits (DDD and the 9 digits starting with 9), with or without +55. */
function mobileDigits(typed: string): string | null {
  const trimmed = typed.trim();
  let digits = onlyDigits(trimmed);
  if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
  else if (trimmed.startsWith('+')) return null;
  return /^[1-9][1-9]9\d{8}$/.test(digits) ? digits : null;
}

/**
 * The key as the DICT holds it (what the BR Code carries): CPF and CNPJ without punctuation, the e-mail in lower
 * case, the mobile as +55 with DDD, the random key in lower case; null when it is not a key of that type.
 */
export function pixKeyOf(type: PixKeyType, typed: string): string | null {
  const text = typed.trim();
  switch (type) {
    case 'cpf':
      return isValidCpf(text) ? onlyDigits(text) : null;
    case 'cnpj':
      return isValidCnpj(text) ? text.toUpperCase().replace(/[^0-9A-Z]/g, '') : null;
    case 'email': {
      const email = text.toLowerCase();
      return email.length <= PIX_KEY_MAX && EMAIL.test(email) ? email : null;
    }
    case 'telefone': {
      const digits = mobileDigits(text);
      return digits ? `+55${digits}` : null;
    }
    case 'aleatoria': {
      const evp = text.toLowerCase();
      return EVP.test(evp) ? evp : null;
    }
  }
}

/** The message of a key of `type`, or null when it is one. */
export function pixKeyMessage(type: PixKeyType, typed: string): string | null {
  if (typed.trim() === '') return PIX_MESSAGES.chave;
  return pixKeyOf(type, typed) === null ? PIX_MESSAGES[type] : null;
}

/**
 * A name or city as the BR Code carries it: accents taken off (ç → C), upper case, single spaces; null when a
 * character would still be outside the printable ASCII the code takes (the person is asked to change it rather
 * than see it dropped).
 */
export function pixText(typed: string): string | null {
  const text = typed
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
  return /^[\x20-\x7e]*$/.test(text) ? text : null;
}

/** The message of the receiver's name (`nome`) or city (`cidade`) in the code, or null when it fits. */
export function pixTextMessage(which: 'nome' | 'cidade', typed: string): string | null {
  if (typed.trim() === '') return which === 'nome' ? PIX_MESSAGES.nome : PIX_MESSAGES.cidade;
  const text = pixText(typed);
  if (text === null) return PIX_MESSAGES.caracteres;
  if (which === 'nome' && text.length > PIX_NAME_MAX) return PIX_MESSAGES.nomeLongo;
  if (which === 'cidade' && text.length > PIX_CITY_MAX) return PIX_MESSAGES.cidadeLonga;
  return null;
}
