// Complete, valid promissory-note batches for tests and the render benchmark: the trial (10 notes of
// R$ 1.000,01 from 31 January to a company payee), the same payable by PIX, and the longest values the form
// accepts.
import type { PromissoriaForm } from './schema';

export const promissoriaExemplo: PromissoriaForm = {
  total_parcelas: '10',
  valor_total_centavos: 1_000_001,
  data_primeiro_vencimento: '31/01/2027',
  data_emissao: '25/11/2026',
  beneficiario_nome: 'Loja Bom Preço Comércio de Móveis Ltda.',
  beneficiario_cpf_cnpj: '11.222.333/0001-81',
  emitente_nome: 'Ana Beatriz Souza Lima',
  emitente_cpf_cnpj: '714.602.380-01',
  emitente_telefone: '(11) 98765-4321',
  emitente_cep: '01310-100',
  emitente_estado: 'SP',
  emitente_cidade: 'São Paulo',
  emitente_rua: 'Avenida Paulista',
  emitente_numero: '1000',
  emitente_bairro: 'Bela Vista',
  local_pagamento_cep: '20040-002',
  local_pagamento_estado: 'RJ',
  local_pagamento_cidade: 'Rio de Janeiro',
  pix_tipo: '',
  pix_chave: '',
  pix_nome: '',
  pix_cidade: '',
};

/** The trial batch payable by PIX (issue 43 item 3): the payee's e-mail key, name and city with accents. */
export const promissoriaComPix: PromissoriaForm = {
  ...promissoriaExemplo,
  pix_tipo: 'email',
  pix_chave: 'Financeiro@LojaBomPreco.com.br',
  pix_nome: 'Loja Bom Preço Móveis',
  pix_cidade: 'São Paulo',
};

const long = (word: string, length: number) => word.repeat(Math.ceil(length / word.length)).slice(0, length);

/** Every text at its longest and the largest value: the layout must still keep each note inside its box. */
export const promissoriaMaxima: PromissoriaForm = {
  ...promissoriaExemplo,
  total_parcelas: '120',
  valor_total_centavos: 99_999_999_999,
  beneficiario_nome: long('Maximiliano Wolfgang ', 120),
  emitente_nome: long('Wenceslau Bartolomeu ', 120),
  emitente_rua: long('Rua Desembargador Wanderley ', 150),
  emitente_numero: long('W', 12),
  emitente_bairro: long('Jardim Mmmmmm ', 80),
  emitente_cidade: long('Wwwwwww ', 80),
  local_pagamento_cidade: long('Mmmmmmm ', 80),
  // The longest key (an e-mail of 77) and receiver: the stub's code at its longest.
  pix_tipo: 'email',
  pix_chave: `${'w'.repeat(62)}@wwwwwww.com.br`,
  pix_nome: long('WWWWW ', 25),
  pix_cidade: long('MMMMM ', 15),
};
