// Sample resumes and photo for tests, the render benchmark and the Layouts page (valid CPF check digits).
import { FOTO_EXEMPLO_JPEG_BASE64 } from './foto-exemplo/foto-exemplo';
import type { RenderCurriculoOptions } from './render';
import { type CurriculoForm, DEFAULT_LAYOUT_CONFIG, type LayoutId } from './schema';

/** A full resume that fills two pages in every layout: documentation, two of each list, skills. */
export const curriculoExemplo: CurriculoForm = {
  nome: 'Mariana Aparecida Costa Ferreira',
  email: 'mariana.ferreira@exemplo.com.br',
  foto_key: '',
  foto_nome: '',
  cargo_desejado: 'Assistente Administrativo',
  mostrar_candidato_cargo: true,
  sexo: 'Feminino',
  telefone: '(11) 98765-4321',
  nome_pai: 'José Carlos Ferreira',
  nome_mae: 'Maria Aparecida Costa Ferreira',
  data_nascimento: '1992-07-14',
  nacionalidade: 'Brasileiro(a)',
  estado_civil: 'Casado(a)',
  cep: '01310100',
  endereco: 'Avenida Paulista',
  numero: '1578',
  complemento: 'Apto 42',
  bairro: 'Bela Vista',
  uf: 'SP',
  cidade: 'São Paulo',
  incluir_naturalidade: true,
  natural_estado: 'MG',
  natural_cidade: 'Belo Horizonte',

  incluir_documentacao: true,
  cpf: '529.982.247-25',
  rg: '12.345.678-9',
  rg_estado_expedidor: 'SSP/SP',
  pis_nit: '120.54687.25-3',
  cartao_sus: '898 0012 3456 7890',
  cnh_numero: '01234567890',
  cnh_categoria: 'AB',
  titulo_eleitor: '1234 5678 0191',
  zona: '251',
  secao: '0123',

  escolaridade: 'Ensino Médio Completo',
  instituicao_ensino: 'E.E. Professor Antônio Alves Cruz',

  incluir_cursos_superiores: true,
  cursos_superiores: [
    {
      curso: 'Bacharelado em Administração',
      entidade: 'Universidade Presbiteriana Mackenzie',
      instituicao: 'Universidade Presbiteriana Mackenzie',
      anos: '2017/2021',
      inicio: '2017',
      fim: '2021',
      periodo: '',
    },
    {
      curso: 'Tecnologia em Gestão de Recursos Humanos',
      entidade: 'Universidade Paulista (UNIP)',
      instituicao: 'Universidade Paulista (UNIP)',
      anos: '2012/2014',
      inicio: '2012',
      fim: '2014',
      periodo: '',
    },
  ],

  incluir_cursos: true,
  cursos: [
    { curso: 'Excel Avançado para Negócios', entidade: 'SENAC São Paulo', carga_horaria: '40' },
    { curso: 'Rotinas de Departamento Pessoal', entidade: 'SEBRAE', carga_horaria: '24 horas' },
  ],

  incluir_experiencias: true,
  experiencias: [
    {
      cargo: 'Assistente Administrativa',
      empresa: 'Comercial Horizonte Distribuidora Ltda.',
      endereco: 'Rua Vergueiro',
      endereco_numero: '3185',
      data_admissao: '2021-03-01',
      data_saida: '',
      tempo_servico: '',
      funcoes: [
        '- Controle de contas a pagar e a receber, conciliação bancária diária e conferência de boletos, notas fiscais e comprovantes de mais de 300 fornecedores ativos.',
        '- Emissão de notas fiscais de venda e de serviço, cadastro de clientes e produtos no sistema ERP (TOTVS Protheus) e atualização da tabela de preços.',
        '- Elaboração de planilhas e relatórios gerenciais mensais de vendas, inadimplência e despesas por centro de custo para a diretoria financeira.',
        '- Apoio ao departamento pessoal: controle de ponto, férias, admissões e envio de documentos à contabilidade dentro do prazo da folha.',
        '- Atendimento a clientes e fornecedores por telefone, e-mail e WhatsApp, com registro dos chamados e retorno em até 24 horas.',
        '- Organização do arquivo físico e digital, digitalização de contratos e implantação de um padrão de nomes que reduziu o tempo de busca de documentos.',
        '- Compras de material de escritório e limpeza, cotação com três fornecedores e controle do estoque do almoxarifado.',
      ].join('\n'),
    },
    {
      cargo: 'Auxiliar Administrativo',
      empresa: 'Clínica Médica Bem Viver',
      endereco: 'Avenida Brigadeiro Luís Antônio',
      endereco_numero: '2020',
      data_admissao: '2016-08-15',
      data_saida: '2021-02-26',
      tempo_servico: '',
      funcoes: [
        'Recepção de pacientes, agendamento de consultas e exames e confirmação de horários por telefone, reduzindo as faltas com lembretes na véspera.',
        'Faturamento de guias de convênios (Unimed, Bradesco Saúde, SulAmérica), conferência de glosas e envio dos lotes mensais pelo portal de cada operadora.',
        'Controle do caixa diário, emissão de recibos e fechamento do movimento com o financeiro.',
        'Organização de prontuários, cadastro de pacientes no sistema da clínica e apoio à gerência nas rotinas de compras e manutenção.',
        'Treinamento de novas recepcionistas nos procedimentos de atendimento e no uso do sistema de agendamento.',
      ].join('\n'),
    },
  ],

  skills: [
    'Rotinas administrativas',
    'Contas a pagar e a receber',
    'Faturamento',
    'Emissão de notas fiscais',
    'Excel avançado',
    'Sistemas ERP',
    'Atendimento ao cliente',
    'Departamento pessoal',
    'Organização',
    'Comunicação',
    'Trabalho em equipe',
    'Inglês intermediário',
  ],
};

const duties = (index: number, count: number) =>
  curriculoExemplo.experiencias[index]!.funcoes.split('\n').slice(0, count).join('\n');

/**
 * An ordinary resume that fits one page in every layout: personal data, two jobs with a few duties, a degree, a
 * course and six skills, no documentation. As designed, most layouts need a few lines more than a page; the
 * fit step of the renderer brings it back to one.
 */
export const curriculoTipicoExemplo: CurriculoForm = {
  ...curriculoExemplo,
  incluir_documentacao: false,
  cursos_superiores: curriculoExemplo.cursos_superiores.slice(0, 1),
  cursos: curriculoExemplo.cursos.slice(0, 1),
  experiencias: [
    { ...curriculoExemplo.experiencias[0]!, funcoes: duties(0, 4) },
    { ...curriculoExemplo.experiencias[1]!, funcoes: duties(1, 3) },
  ],
  skills: curriculoExemplo.skills.slice(0, 6),
};

/** A first resume: the two required fields and little else (score 0: the modern layout by default). */
export const curriculoMinimoExemplo: CurriculoForm = {
  ...curriculoExemplo,
  incluir_documentacao: false,
  incluir_cursos_superiores: false,
  incluir_cursos: false,
  incluir_experiencias: false,
  cursos_superiores: [],
  cursos: [],
  experiencias: [],
  skills: ['Atendimento ao cliente', 'Pontualidade', 'Trabalho em equipe'],
  nome: 'João Pedro Santos',
  email: 'joao.santos@exemplo.com.br',
  sexo: 'Masculino',
  cargo_desejado: 'Jovem Aprendiz',
  nome_pai: '',
  nome_mae: '',
  escolaridade: 'Ensino Médio Cursando',
  instituicao_ensino: 'E.E. Padre Anchieta',
};

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The sample photo, a 240 × 300 JPEG of 7 KB. */
export function fotoExemplo(): { bytes: Uint8Array; type: 'jpeg' } {
  return { bytes: base64ToBytes(FOTO_EXEMPLO_JPEG_BASE64), type: 'jpeg' };
}

/**
 * How the Layouts page's sample is drawn: `curriculoExemplo` with the default colours and "PRÉVIA" across it, on
 * a fixed day so that its ages and durations never change. The server's sample PDF and the page's pictures of
 * it (scripts/generate-layout-pictures.ts) both come from these options, so they show the same thing.
 */
export function layoutSampleOptions(layout: LayoutId): RenderCurriculoOptions {
  return {
    layout,
    primaryColor: DEFAULT_LAYOUT_CONFIG.primaryColor,
    accentColor: DEFAULT_LAYOUT_CONFIG.accentColor,
    photo: fotoExemplo(),
    watermark: true,
    createdAt: new Date(0),
    today: new Date('2026-07-01T12:00:00Z'),
  };
}
