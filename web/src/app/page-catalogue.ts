// Every page of the product with its Portuguese title and who may open it: the single list the router,
// the menus and the document title read (spec part 1 §2.2, part 2 §2).

import { REFUND_POLICY_PATH } from '@/lib/product';

export type PageAccess = 'public' | 'login' | 'admin';

export interface PageInfo {
  path: string;
  title: string;
  access: PageAccess;
  /** Its feature comes in a later issue: the route shows "Em breve", and menus and cards say so. */
  soon?: true;
  /**
   * Open to everyone, but its document is made (or bought) signed in: the menu says "(login)" before the visitor
   * types anything (issue 41 item 8), and still opens it, where the page asks for the sign-in.
   */
  signInToUse?: true;
}

export const PAGES = {
  home: { path: '/', title: 'Início', access: 'public' },
  painel: { path: '/painel', title: 'Painel', access: 'login' },
  login: { path: '/Login', title: 'Entrar', access: 'public' },
  criarCurriculo: {
    path: '/CriarCurriculo',
    title: 'Criar Currículo',
    access: 'public',
    signInToUse: true,
  },
  layouts: { path: '/Layouts', title: 'Modelos de Currículo', access: 'public' },
  meuCurriculo: { path: '/MeuCurriculo', title: 'Meu Currículo', access: 'login' },
  contratoLocacao: {
    path: '/ContratoLocacao',
    title: 'Contrato de Locação',
    // The menu offers it to everyone; the page itself asks a signed-out visitor to sign in.
    access: 'public',
    signInToUse: true,
  },
  contratoCompraVeiculo: {
    path: '/ContratoCompraVeiculo',
    title: 'Contrato de Compra e Venda de Veículo',
    access: 'public',
  },
  gerarRecibosAluguel: {
    path: '/GerarRecibosAluguel',
    title: 'Gerar Recibos de Aluguel (sem contrato)',
    access: 'public',
  },
  declaracaoResidencia: {
    path: '/DeclaracaoResidencia',
    title: 'Declaração de Residência',
    access: 'public',
    // A signed-out visitor keeps a draft in the browser, and signs in to pay.
    signInToUse: true,
  },
  criarDeclaracaoResidencia: {
    path: '/CriarDeclaracaoResidencia',
    title: 'Nova Declaração de Residência',
    access: 'public',
  },
  declaracaoTrabalho: {
    path: '/DeclaracaoTrabalho',
    title: 'Declaração de Trabalho',
    // The menu offers it to everyone (spec part 1 §2.1); the page itself asks a signed-out visitor to sign in.
    access: 'public',
    signInToUse: true,
  },
  minhasDeclaracoes: { path: '/MinhasDeclaracoes', title: 'Minhas Declarações', access: 'login' },
  meusContratos: { path: '/MeusContratos', title: 'Meus Contratos', access: 'login' },
  criarPromissoria: {
    path: '/CriarPromissoria',
    title: 'Criar Promissórias',
    access: 'public',
    signInToUse: true,
  },
  minhasPromissorias: {
    path: '/MinhasPromissorias',
    title: 'Minhas Promissórias',
    access: 'login',
  },
  procuracaoVeiculo: {
    path: '/ProcuracaoVeiculo',
    title: 'Procuração de Veículo',
    access: 'public',
  },
  autorizacaoViagemMenor: {
    path: '/AutorizacaoViagemMenor',
    title: 'Autorização de Viagem de Menor',
    // The menu offers it to everyone (spec part 1 §2.1); the page itself asks a signed-out visitor to sign in.
    access: 'public',
    signInToUse: true,
  },
  minhasAutorizacoes: {
    path: '/MinhasAutorizacoes',
    title: 'Minhas Autorizações de Viagem',
    access: 'login',
  },
  termoResponsabilidade: {
    path: '/TermoResponsabilidade',
    title: 'Termo de Responsabilidade',
    access: 'public',
  },
  politicaReembolso: { path: REFUND_POLICY_PATH, title: 'Política de Reembolso', access: 'public' },
  admin: { path: '/Admin', title: 'Administração', access: 'admin' },
  pagamentoMP: { path: '/PagamentoMP', title: 'Pagamento', access: 'public' },
  // Public in the catalogue: after the account's deletion the signed-out person is shown the confirmation here;
  // the page itself asks anyone else to sign in.
  meusDados: { path: '/MeusDados', title: 'Meus Dados', access: 'public' },
  verificar: { path: '/Verificar', title: 'Verificar Documento', access: 'public' },
  verificarCodigo: { path: '/Verificar/:code', title: 'Verificar Documento', access: 'public' },
  // The e-mailed access link of a document made without a sign-in (shared/api/access-link.ts).
  acesso: { path: '/Acesso', title: 'Abrir documento', access: 'public' },
} as const satisfies Record<string, PageInfo>;

export type PageKey = keyof typeof PAGES;

const SOON_PATHS: ReadonlySet<string> = new Set(
  Object.values(PAGES as Record<string, PageInfo>)
    .filter((page) => page.soon)
    .map((page) => page.path),
);

/** True for a link (path, with or without a query) to a page still "Em breve". */
export function isComingSoonPath(to: string): boolean {
  return SOON_PATHS.has(to.split(/[?#]/)[0] ?? to);
}
