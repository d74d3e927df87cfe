// The page's message table: what the work declaration page says and focuses for each refusal of its check
// (spec part 2 §5 "Work declaration PDF", messages verbatim), and an element for every field.
import {
  declaracaoTrabalhoDomesticoExemplo as domestico,
  declaracaoTrabalhoExemplo as exemplo,
} from '@shared/documents/declaracao-trabalho/fixtures';
import {
  checkDeclaracaoTrabalho,
  type DeclaracaoTrabalhoField,
  type DeclaracaoTrabalhoForm,
} from '@shared/documents/declaracao-trabalho/schema';
import { describe, expect, it } from 'vitest';
import { cepCheckState } from '@/components/address/cep-check';
import type { CepLookupState } from '@/components/address/hooks/use-cep-lookup';
import { addressPatch, fieldElementId, refusalNotice } from './trabalho-fields';

const IDLE: CepLookupState = { status: 'idle' };

/** What the page does on "Gerar PDF" for this form and lookup state. */
function pageAnswer(form: Partial<DeclaracaoTrabalhoForm>, lookup: CepLookupState = IDLE) {
  const check = checkDeclaracaoTrabalho({ ...exemplo, ...form }, cepCheckState(lookup));
  if (check.ok) return null;
  return refusalNotice({ name: check.field ?? null, message: check.message });
}

describe('the work declaration page says', () => {
  it.each<[string, Partial<DeclaracaoTrabalhoForm>, CepLookupState, string, string | null]>([
    [
      'no employer name',
      { nome_completo_empregador: ' ' },
      IDLE,
      'Informe nome completo do empregador e CPF',
      'trab-nome_completo_empregador',
    ],
    [
      'an employer CPF short of 11 digits',
      { cpf_empregador: '390.533' },
      IDLE,
      'Informe nome completo do empregador e CPF',
      'trab-cpf_empregador',
    ],
    [
      'no company name',
      { empresa_nome: '' },
      IDLE,
      'Preencha os dados da empresa (nome, CNPJ e endereço)',
      'trab-empresa_nome',
    ],
    [
      'a CNPJ short of 14 characters',
      { empresa_cnpj: '11.222.333/0001' },
      IDLE,
      'Preencha os dados da empresa (nome, CNPJ e endereço)',
      'trab-empresa_cnpj',
    ],
    [
      'no company street',
      { empresa_rua: '' },
      IDLE,
      'Preencha os dados da empresa (nome, CNPJ e endereço)',
      'trab-empresa_rua',
    ],
    [
      'no worker name',
      { trab_nome: '' },
      IDLE,
      'Preencha os dados do trabalhador (nome e CPF)',
      'trab-trab_nome',
    ],
    [
      'a worker CPF short of 11 digits',
      { trab_cpf: '714' },
      IDLE,
      'Preencha os dados do trabalhador (nome e CPF)',
      'trab-trab_cpf',
    ],
    ['no role', { cargo: '' }, IDLE, 'Preencha os campos destacados', 'trab-cargo'],
    ['no end of the working day', { hora_fim: '' }, IDLE, 'Preencha os campos destacados', 'trab-hora_fim'],
    ['no city', { empresa_cidade: '' }, IDLE, 'Preencha os campos destacados', 'trab-empresa-cidade'],
    ['an incomplete CEP', { empresa_cep: '01310' }, IDLE, 'Verifique o CEP da empresa', 'trab-empresa_cep'],
    [
      'a CEP the lookup refused as malformed',
      {},
      { status: 'error', message: 'CEP inválido' },
      'Verifique o CEP da empresa',
      'trab-empresa_cep',
    ],
    [
      'an employer CPF with wrong check digits',
      { cpf_empregador: '390.533.447-06' },
      IDLE,
      'CPF do empregador inválido',
      'trab-cpf_empregador',
    ],
    [
      'a CNPJ with wrong check digits',
      { empresa_cnpj: '11.222.333/0001-82' },
      IDLE,
      'CNPJ da empresa inválido',
      'trab-empresa_cnpj',
    ],
    [
      'an admission after the document date',
      { data_admissao: '04/2026' },
      IDLE,
      'Admissão: mês de 01 a 12, ano com quatro dígitos, não depois da data da declaração',
      'trab-data_admissao',
    ],
  ])('for %s: %j, focusing the field', (_case, form, lookup, message, focus) => {
    expect(pageAnswer(form, lookup)).toEqual({ kind: 'error', message, focus });
  });

  it('asks to wait, as news rather than a mistake, while the CEP is looked up', () => {
    expect(pageAnswer({}, { status: 'loading' })).toEqual({
      kind: 'info',
      message: 'Aguarde a consulta do CEP...',
      focus: null,
    });
  });

  it('nothing for a complete form; a lookup that could not reach the services blocks nothing', () => {
    expect(pageAnswer({})).toBeNull();
    expect(pageAnswer({}, { status: 'error', message: 'Falha ao buscar CEP' })).toBeNull();
  });

  it('asks a household employer only for the workplace address, never a CNPJ', () => {
    expect(pageAnswer(domestico)).toBeNull();
    expect(pageAnswer({ ...domestico, empresa_rua: '' })).toEqual({
      kind: 'error',
      message: 'Preencha o endereço do local de trabalho',
      focus: 'trab-empresa_rua',
    });
  });
});

describe('work declaration fields', () => {
  it('each field has its own element', () => {
    const ids = (Object.keys(exemplo) as DeclaracaoTrabalhoField[]).map(fieldElementId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(fieldElementId('empresa_estado')).toBe('trab-empresa-uf');
  });

  it('a found address fills only what the lookup knows', () => {
    expect(
      addressPatch({
        cep: '01310-100',
        endereco: 'Avenida Paulista',
        bairro: '',
        cidade: 'São Paulo',
        uf: 'sp',
        complemento: '',
      }),
    ).toEqual({ empresa_rua: 'Avenida Paulista', empresa_estado: 'SP', empresa_cidade: 'São Paulo' });
  });
});
