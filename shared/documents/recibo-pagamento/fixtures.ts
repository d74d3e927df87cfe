// Sample payment receipts for tests, the bench and previews: a person paying a person by PIX, and a company
// with an alphanumeric CNPJ (IN RFB 2.229/2024) receiving in cash.
import type { ReciboPagamentoForm } from './schema';

export const reciboPagamentoExemplo: ReciboPagamentoForm = {
  pagador_tipo: 'pf',
  pagador_nome: 'Joana Ávila Conceição',
  pagador_cpf: '529.982.247-25',
  pagador_cnpj: '',
  pagador_rep_nome: '',
  pagador_rep_cpf: '',
  pagador_rep_cargo: '',
  recebedor_tipo: 'pf',
  recebedor_nome: 'Luís Henrique Brandão',
  recebedor_cpf: '111.444.777-35',
  recebedor_cnpj: '',
  recebedor_rep_nome: '',
  recebedor_rep_cpf: '',
  recebedor_rep_cargo: '',
  valor: '125050',
  referente: 'serviço de pintura da fachada da casa, conforme orçamento de 02/03/2026',
  forma_pagamento: 'pix',
  forma_outro: '',
  pix_e2e_id: 'E18236120202603101530s0123456789',
  data_pagamento: '2026-03-10',
  cidade: 'São João del Rei',
  uf: 'MG',
  vias: '2',
};

export const reciboPagamentoEmpresaExemplo: ReciboPagamentoForm = {
  ...reciboPagamentoExemplo,
  recebedor_tipo: 'pj',
  recebedor_nome: 'Pinturas Ipê Amarelo Ltda.',
  recebedor_cpf: '',
  recebedor_cnpj: '12.ABC.345/01DE-35',
  recebedor_rep_nome: 'Marta Luíza Queiroz',
  recebedor_rep_cpf: '111.444.777-35',
  recebedor_rep_cargo: 'sócia-administradora',
  forma_pagamento: 'dinheiro',
  pix_e2e_id: '',
  vias: '1',
};
