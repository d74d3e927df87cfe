// Valid rent receipts without a contract, for tests and the benchmark (the contract example's receipt fields).
import { contratoLocacaoExemplo as c } from '../contrato-locacao/fixtures';
import type { ReciboAluguelForm } from './schema';

export const reciboAluguelExemplo: ReciboAluguelForm = {
  aluguel_valor: c.aluguel_valor,
  aluguel_valor_extenso: 'dois mil e quinhentos reais',
  dia_vencimento: c.dia_vencimento,
  prazo_meses: c.prazo_meses,
  data_inicio_dia: c.data_inicio_dia,
  data_inicio_mes: c.data_inicio_mes,
  data_inicio_ano: c.data_inicio_ano,
  data_formato_extenso: 'sim',
  natureza_locacao: 'residencial',
  locador_nome: c.locador_nome,
  locador_rg: c.locador_rg,
  locador_cpf: c.locador_cpf,
  locador_cep: c.locador_cep,
  locador_endereco_estado: c.locador_endereco_estado,
  locador_endereco_cidade: c.locador_endereco_cidade,
  locatario_nome: c.locatario_nome,
  locatario_rg: c.locatario_rg,
  locatario_cpf: c.locatario_cpf,
  imovel_cep: c.imovel_cep,
  imovel_endereco_rua: c.imovel_endereco_rua,
  imovel_endereco_numero: c.imovel_endereco_numero,
  imovel_endereco_complemento: c.imovel_endereco_complemento,
  imovel_endereco_bairro: c.imovel_endereco_bairro,
  imovel_endereco_estado: c.imovel_endereco_estado,
  imovel_endereco_cidade: c.imovel_endereco_cidade,
};
