// The copy of the home page: the eight document cards and their actions, highlights, news, illustrative
// testimonials and the four starting steps (spec part 1 §2.3).

export interface CardAction {
  label: string;
  /** The full name read by screen readers, containing the visible label. */
  accessibleName: string;
  to: string;
  primary?: boolean;
}

export interface DocumentCard {
  id: string;
  title: string;
  description: string;
  icon:
    | 'curriculo'
    | 'contrato'
    | 'veiculo'
    | 'residencia'
    | 'promissoria'
    | 'procuracao'
    | 'trabalho'
    | 'viagem';
  actions: CardAction[];
  /** Its page is still "Em breve" (kept in step with the page catalogue by its test). */
  soon?: true;
}

export const DOCUMENT_CARDS: readonly DocumentCard[] = [
  {
    id: 'curriculos',
    title: 'Currículos',
    description:
      'Monte o seu currículo com dados pessoais, formação, cursos e experiências e escolha entre seis modelos de layout.',
    icon: 'curriculo',
    actions: [
      { label: 'Criar', accessibleName: 'Criar currículo', to: '/CriarCurriculo', primary: true },
      { label: 'Meus', accessibleName: 'Meus currículos', to: '/MeuCurriculo' },
    ],
  },
  {
    id: 'contrato-locacao',
    title: 'Contrato de Locação',
    description:
      'Contrato residencial ou comercial com fiador opcional, prazo, vencimento, IPTU e a opção de gerar os recibos mensais.',
    icon: 'contrato',
    actions: [
      { label: 'Novo', accessibleName: 'Novo contrato de locação', to: '/ContratoLocacao', primary: true },
      { label: 'Meus', accessibleName: 'Meus contratos', to: '/MeusContratos' },
    ],
  },
  {
    id: 'compra-venda-veiculo',
    title: 'Compra e Venda de Veículo',
    description:
      'Contrato entre vendedor e comprador com os dados do veículo, valor, forma de pagamento, entrega e foro.',
    icon: 'veiculo',
    actions: [
      {
        label: 'Criar',
        accessibleName: 'Criar contrato de compra e venda de veículo',
        to: '/ContratoCompraVeiculo',
        primary: true,
      },
    ],
  },
  {
    id: 'declaracao-residencia',
    title: 'Declaração de Residência',
    description:
      'Declare quem mora no seu imóvel — familiar, imóvel cedido ou alugado — para apresentar em cadastros e matrículas.',
    icon: 'residencia',
    actions: [
      {
        label: 'Nova',
        accessibleName: 'Nova declaração de residência',
        to: '/CriarDeclaracaoResidencia',
        primary: true,
      },
      { label: 'Minhas', accessibleName: 'Minhas declarações', to: '/MinhasDeclaracoes' },
    ],
  },
  {
    id: 'promissorias',
    title: 'Promissórias',
    description:
      'Gere notas promissórias parceladas de 1 a 120 vezes, com vencimentos calculados e três notas por folha A4.',
    icon: 'promissoria',
    actions: [
      { label: 'Criar', accessibleName: 'Criar promissórias', to: '/CriarPromissoria', primary: true },
      { label: 'Minhas', accessibleName: 'Minhas promissórias', to: '/MinhasPromissorias' },
    ],
  },
  {
    id: 'procuracao-veiculo',
    title: 'Procuração de Veículo',
    description:
      'Autorize uma pessoa de confiança a representar você perante o órgão de trânsito na venda do veículo.',
    icon: 'procuracao',
    actions: [
      {
        label: 'Criar',
        accessibleName: 'Criar procuração de veículo',
        to: '/ProcuracaoVeiculo',
        primary: true,
      },
    ],
  },
  {
    id: 'declaracao-trabalho',
    title: 'Declaração de Trabalho',
    description:
      'Declaração do empregador com cargo, data de admissão, jornada e dias de trabalho, pronta para assinar.',
    icon: 'trabalho',
    actions: [
      {
        label: 'Nova',
        accessibleName: 'Nova declaração de trabalho',
        to: '/DeclaracaoTrabalho',
        primary: true,
      },
    ],
  },
  {
    id: 'autorizacao-viagem',
    title: 'Autorização de Viagem de Menor',
    description:
      'Autorização dos responsáveis para a viagem de criança ou adolescente, para levar ao embarque.',
    icon: 'viagem',
    actions: [
      {
        label: 'Nova',
        accessibleName: 'Nova autorização de viagem de menor',
        to: '/AutorizacaoViagemMenor',
        primary: true,
      },
      { label: 'Minhas', accessibleName: 'Minhas autorizações de viagem', to: '/MinhasAutorizacoes' },
    ],
  },
];

export const HIGHLIGHTS = [
  {
    title: 'PDF pronto para imprimir',
    text: 'Documentos em A4, com texto formatado e espaço para assinaturas, prontos para levar à impressora.',
  },
  {
    title: 'PIX ou cartão, liberação automática',
    text: 'Assim que o pagamento é aprovado, o botão de gerar o PDF é liberado sem você precisar enviar comprovante.',
  },
  {
    title: 'Rascunho salvo enquanto você digita',
    text: 'O preenchimento fica guardado no seu navegador e é sincronizado com a sua conta quando você entra.',
  },
  {
    title: 'Endereço pelo CEP',
    text: 'Digite o CEP e rua, bairro, cidade e estado são preenchidos para você conferir.',
  },
];

export interface NewsItem {
  title: string;
  text: string;
  to: string;
  linkLabel: string;
  soon?: true;
}

/** The closing call to action of spec part 1 §2.3: the rental contract. */
export const RENTAL_CTA: { to: string; label: string; soon?: true } = {
  to: '/ContratoLocacao',
  label: 'Fazer contrato de locação',
};

export const NEWS: readonly NewsItem[] = [
  {
    title: 'Recibos de aluguel sem contrato',
    text: 'Quem já tem um contrato assinado pode gerar só os recibos mensais, três por folha.',
    to: '/GerarRecibosAluguel',
    linkLabel: 'Gerar recibos',
  },
  {
    title: 'Procuração de veículo',
    text: 'Novo modelo para autorizar um procurador a tratar da venda do veículo no órgão de trânsito.',
    to: '/ProcuracaoVeiculo',
    linkLabel: 'Criar procuração',
  },
  {
    title: 'Seis modelos de currículo',
    text: 'Escolha entre os layouts clássico, moderno, executivo, minimalista, limpo e comercial e ajuste as cores.',
    to: '/CriarCurriculo',
    linkLabel: 'Montar currículo',
  },
];

/** Only about kinds that work today (issue 15 item 5): none presents an "Em breve" kind as available. */
export const TESTIMONIALS = [
  {
    quote:
      'Precisava de uma declaração de residência para a matrícula do meu filho. Preenchi em poucos minutos, paguei com PIX e imprimi na hora.',
    author: 'Proprietária de imóvel',
  },
  {
    quote:
      'Refiz o meu currículo com o modelo executivo. A pré-visualização ajudou a acertar as cores antes de pagar.',
    author: 'Profissional em busca de emprego',
  },
  {
    quote:
      'Fiz a declaração de trabalho da minha funcionária para o banco. Cargo, jornada e dias da semana saíram certinhos no PDF.',
    author: 'Dono de padaria',
  },
];

export const STEPS = [
  { title: 'Escolha o documento', text: 'Veja os modelos acima ou abra o menu “Documentos e Serviços”.' },
  { title: 'Preencha os dados', text: 'Acompanhe a pré-visualização e use a busca por CEP para o endereço.' },
  {
    title: 'Pague por PIX ou cartão',
    text: 'Aceite o Termo de Responsabilidade e pague com o valor exibido.',
  },
  { title: 'Baixe o PDF', text: 'Com o pagamento aprovado, gere o PDF, confira e imprima.' },
];
