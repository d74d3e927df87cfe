// The work declaration (spec part 2 §9): `decl-trab-` references; only Mercado Pago's `approved` counts as paid.
import { defineKind } from './define-kind';
import { MINHAS_DECLARACOES } from './list-pages';
import { APPROVED_ONLY } from './paid-sets';

export const declaracaoTrabalho = defineKind({
  id: 'declaracao_trabalho',
  referencePrefix: 'decl-trab-',
  readableCode: 'TRAB',
  price: { key: 'declaracao_trabalho', fallback: 'declaracao', label: 'Declaração de trabalho' },
  labels: { singular: 'Declaração de trabalho', plural: 'Declarações de trabalho' },
  icon: 'trabalho',
  pages: {
    editor: {
      key: 'declaracaoTrabalho',
      path: '/DeclaracaoTrabalho',
      title: 'Declaração de Trabalho',
      // The menu offers it to everyone (spec part 1 §2.1); the page itself asks a signed-out visitor to sign in.
      access: 'public',
      signInToUse: true,
      idParam: 'id',
      adminQuery: '&edit=true&adminMode=true',
    },
    list: MINHAS_DECLARACOES,
  },
  menu: { group: 'declaracoes', entries: [{ page: 'editor' }] },
  home: {
    order: 7,
    cardId: 'declaracao-trabalho',
    title: 'Declaração de Trabalho',
    description:
      'Declaração do empregador com cargo, data de admissão, jornada e dias de trabalho, pronta para assinar.',
    actions: [
      { label: 'Nova', accessibleName: 'Nova declaração de trabalho', page: 'editor', primary: true },
    ],
  },
  paidStatus: { area: 'declaracao_trabalho', statuses: APPROVED_ONLY },
  anonymous: false,
  // The list's Titular is who declares (the employer), its Dependente whom the declaration is about.
  summary: {
    titular: 'nome_completo_empregador',
    dependente: 'trab_nome',
    list: { label: 'Trabalho', order: 2 },
  },
  pdfFileName: 'declaracao_trabalho_{time}.pdf',
});
