// The residence declaration (spec part 2): a signed-out visitor keeps a draft in the browser, and signs in to pay.
import { defineKind } from './define-kind';
import { MINHAS_DECLARACOES } from './list-pages';
import { DECLARATION_AREA } from './paid-sets';

export const declaracaoResidencia = defineKind({
  id: 'declaracao_residencia',
  referencePrefix: 'decl-',
  readableCode: 'RES',
  price: { key: 'declaracao', fallback: 'base', label: 'Declaração de residência' },
  labels: { singular: 'Declaração de residência', plural: 'Declarações de residência' },
  icon: 'residencia',
  pages: {
    editor: {
      key: 'declaracaoResidencia',
      path: '/DeclaracaoResidencia',
      title: 'Declaração de Residência',
      access: 'public',
      signInToUse: true,
      idParam: 'id',
      adminQuery: '&edit=true&adminMode=true',
    },
    create: {
      key: 'criarDeclaracaoResidencia',
      path: '/CriarDeclaracaoResidencia',
      title: 'Nova Declaração de Residência',
      access: 'public',
    },
    list: MINHAS_DECLARACOES,
  },
  menu: { group: 'declaracoes', entries: [{ page: 'editor' }, { page: 'list' }] },
  home: {
    order: 4,
    cardId: 'declaracao-residencia',
    title: 'Declaração de Residência',
    description:
      'Declare quem mora no seu imóvel — familiar, imóvel cedido ou alugado — para apresentar em cadastros e matrículas.',
    actions: [
      { label: 'Nova', accessibleName: 'Nova declaração de residência', page: 'create', primary: true },
      { label: 'Minhas', accessibleName: 'Minhas declarações', page: 'list' },
    ],
  },
  paidStatus: { area: 'declaracao_residencia', statuses: DECLARATION_AREA },
  anonymous: false,
  summary: { titular: 'titular_nome', dependente: 'dep_nome', list: { label: 'Residência', order: 1 } },
  pdfFileName: 'declaracao_residencia_{time}.pdf',
});
