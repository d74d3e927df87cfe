// The copy of the home page: the document cards and their actions (from the kinds' manifests), highlights,
// news, illustrative testimonials and the four starting steps (spec part 1 §2.3).
import { KINDS, type KindIcon, type KindManifest } from '@shared/kinds';

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
  icon: KindIcon;
  actions: CardAction[];
  /** Its page is still "Em breve" (kept in step with the page catalogue by its test). */
  soon?: true;
}

/** The kinds' cards, from their manifests (shared/kinds), in each card's `order`. */
export const DOCUMENT_CARDS: readonly DocumentCard[] = (KINDS as readonly KindManifest[])
  .flatMap((kind) => (kind.home ? [{ kind, home: kind.home }] : []))
  .sort((a, b) => a.home.order - b.home.order)
  .map(({ kind, home }) => ({
    id: home.cardId,
    title: home.title,
    description: home.description,
    icon: kind.icon,
    actions: home.actions.map(({ label, accessibleName, page, primary }) => ({
      label,
      accessibleName,
      to: kind.pages[page]?.path ?? kind.pages.editor.path,
      ...(primary ? { primary } : {}),
    })),
  }));

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
