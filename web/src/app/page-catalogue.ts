// Every page of the product with its Portuguese title and who may open it: the single list the router,
// the menus and the document title read (spec part 1 §2.2, part 2 §2). The kinds' pages come from their
// manifests; the others are listed here.

import { KINDS, type KindManifest, type KindPageKey } from '@shared/kinds';
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

const OTHER_PAGES = {
  home: { path: '/', title: 'Início', access: 'public' },
  painel: { path: '/painel', title: 'Painel', access: 'login' },
  login: { path: '/Login', title: 'Entrar', access: 'public' },
  layouts: { path: '/Layouts', title: 'Modelos de Currículo', access: 'public' },
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
  // An invitation to fill in one's own part of a contract (issue 44): the link's token is in its fragment.
  convite: { path: '/convite', title: 'Convite para preencher', access: 'public' },
} as const satisfies Record<string, PageInfo>;

/**
 * The kinds' pages, from their manifests (shared/kinds): editors, "new" paths and lists, a list shared by
 * several kinds once. Two manifests giving one key different paths or titles is a mistake caught here.
 */
function kindPages(): Record<KindPageKey, PageInfo> {
  const pages: Record<string, PageInfo> = {};
  for (const kind of KINDS as readonly KindManifest[]) {
    for (const { key, path, title, access, signInToUse } of Object.values(kind.pages)) {
      const page: PageInfo = { path, title, access, ...(signInToUse ? { signInToUse } : {}) };
      const known = pages[key];
      if (known && (known.path !== path || known.title !== title || known.access !== access)) {
        throw new Error(`page ${key}: the manifests of the kinds disagree`);
      }
      pages[key] = page;
    }
  }
  return pages as Record<KindPageKey, PageInfo>;
}

export const PAGES: typeof OTHER_PAGES & Readonly<Record<KindPageKey, PageInfo>> = {
  ...kindPages(),
  ...OTHER_PAGES,
};

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
