// Complete, valid vehicle powers of attorney for tests and the render benchmark (CPFs, plate, RENAVAM and
// chassis that pass their checks): a person grantor, and a company by its representative.
import type { ProcuracaoVeiculoForm } from './schema';

export const procuracaoVeiculoExemplo: ProcuracaoVeiculoForm = {
  nome_completo_dono: 'Carlos Eduardo Ferreira',
  rg_dono: '23.456.789-0',
  cpf_cnpj_dono: '390.533.447-05',
  cep_endereco_dono: '01310-100',
  endereco_completo_dono: 'Avenida Paulista',
  numero_endereco_dono: '1000',
  bairro_endereco_dono: 'Bela Vista',
  cidade_endereco_dono: 'São Paulo',
  estado_endereco_dono: 'SP',
  nacionalidade_dono: 'brasileiro',
  estado_civil_dono: 'casado',
  profissao_dono: 'engenheiro',
  representante_nome: '',
  representante_cpf: '',
  representante_cargo: '',
  nome_completo_procurador: 'Ana Beatriz Souza Lima',
  rg_procurador: '34.567.890-1',
  cpf_procurador: '714.602.380-01',
  nacionalidade_procurador: 'brasileira',
  estado_civil_procurador: 'solteiro',
  profissao_procurador: 'advogada',
  endereco_procurador: 'Rua Augusta, nº 500, Consolação, São Paulo/SP, CEP 01305-000',
  marca_modelo_veiculo: 'Volkswagen Gol 1.0',
  placa_veiculo: 'BRA2E19',
  renavam_veiculo: '00639884962',
  chassi_veiculo: '9BWZZZ377VT004251',
  cor_veiculo: 'Prata',
  data_dia: '05',
  data_mes: 'março',
  data_ano: '2026',
  data_por_extenso: '',
};

/** A company grantor, by its managing partner. */
export const procuracaoVeiculoEmpresaExemplo: ProcuracaoVeiculoForm = {
  ...procuracaoVeiculoExemplo,
  nome_completo_dono: 'Locadora Boa Viagem Ltda.',
  cpf_cnpj_dono: '11.222.333/0001-81',
  rg_dono: '',
  nacionalidade_dono: '',
  estado_civil_dono: '',
  profissao_dono: '',
  representante_nome: 'Carlos Eduardo Ferreira',
  representante_cpf: '390.533.447-05',
  representante_cargo: 'sócio-administrador',
};
