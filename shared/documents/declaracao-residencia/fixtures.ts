// A complete, valid residence declaration for tests and the render benchmark (CPFs with valid check digits).
import type { DeclaracaoResidenciaForm } from './schema';

export const declaracaoResidenciaExemplo: DeclaracaoResidenciaForm = {
  titular_nome: 'Maria Aparecida dos Santos Oliveira',
  titular_cpf: '529.982.247-25',
  titular_rg: '12.345.678-9',
  titular_rg_uf: 'SP',
  titular_cidade: 'São Paulo',
  titular_estado: 'SP',
  titular_cep: '01310-100',
  titular_rua: 'Avenida Paulista',
  titular_numero: '1578',
  titular_bairro: 'Bela Vista',
  dep_nome: 'João Pedro Oliveira',
  dep_cpf: '111.444.777-35',
  dep_rg: '14.123.456',
  dep_rg_uf: 'MG',
  dep_cep: '',
  dep_rua: '',
  dep_numero: '',
  dep_bairro: '',
  dep_cidade: '',
  dep_estado: '',
  condicao: 'membro',
  data_dia: '05',
  data_mes: 'março',
  data_ano: '2026',
};
