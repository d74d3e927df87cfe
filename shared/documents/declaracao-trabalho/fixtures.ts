// A complete, valid work declaration for tests and the render benchmark: a shop with a CNPJ, 08:00 to 17:30,
// Monday to Friday (CPFs and CNPJ with valid check digits).
import type { DeclaracaoTrabalhoForm } from './schema';

export const declaracaoTrabalhoExemplo: DeclaracaoTrabalhoForm = {
  empregador_pessoa_fisica: false,
  nome_completo_empregador: 'Carlos Eduardo Ferreira',
  cpf_empregador: '390.533.447-05',
  rg_empregador: '23.456.789-0',
  rg_empregador_uf: 'SP',
  cargo_empregador: 'Sócio-administrador',
  empresa_nome: 'Padaria Pão Dourado Ltda.',
  empresa_cnpj: '11.222.333/0001-81',
  empresa_cep: '01310-100',
  empresa_rua: 'Avenida Paulista',
  empresa_numero: '1000',
  empresa_bairro: 'Bela Vista',
  empresa_cidade: 'São Paulo',
  empresa_estado: 'SP',
  trab_nome: 'Ana Beatriz Souza Lima',
  trab_cpf: '714.602.380-01',
  trab_rg: '34.567.890-1',
  trab_rg_uf: 'SP',
  cargo: 'Auxiliar de Padaria',
  data_admissao: '03/2024',
  hora_inicio: '08:00',
  hora_fim: '17:30',
  dia_semana_inicio: 'segunda-feira',
  dia_semana_fim: 'sexta-feira',
  data_dia: '05',
  data_mes: 'março',
  data_ano: '2026',
};

/** The same worker employed by a household employer ("Empregador pessoa física"): no company, no CNPJ. */
export const declaracaoTrabalhoDomesticoExemplo: DeclaracaoTrabalhoForm = {
  ...declaracaoTrabalhoExemplo,
  empregador_pessoa_fisica: true,
  empresa_nome: '',
  empresa_cnpj: '',
  empresa_rua: 'Rua das Acácias',
  empresa_numero: '45',
  empresa_bairro: 'Jardim Europa',
  cargo: 'Empregada Doméstica',
  hora_fim: '16:00',
};
