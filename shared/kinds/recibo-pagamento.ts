// The simple payment receipt (issue 42 item 5; CC arts. 319–320): a declaration record, open to anonymous visitors.
import { defineKind } from './define-kind';
import { MINHAS_DECLARACOES } from './list-pages';
import { APPROVED_ONLY } from './paid-sets';

export const reciboPagamento = defineKind({
  id: 'recibo_pagamento',
  referencePrefix: 'recpag-',
  readableCode: 'RPG',
  price: { key: 'recibo', fallback: 'declaracao', label: 'Recibo de pagamento' },
  labels: { singular: 'Recibo de pagamento', plural: 'Recibos de pagamento' },
  icon: 'recibo',
  pages: {
    editor: {
      key: 'reciboPagamento',
      path: '/ReciboPagamento',
      title: 'Recibo de Pagamento',
      access: 'public',
      idParam: 'id',
    },
    list: MINHAS_DECLARACOES,
  },
  menu: { group: 'declaracoes', entries: [{ page: 'editor' }] },
  home: {
    order: 9,
    cardId: 'recibo-pagamento',
    title: 'Recibo de Pagamento',
    description:
      'Comprove um pagamento: quem pagou, quem recebeu, o valor por extenso, o que foi quitado, em uma ou duas vias.',
    actions: [{ label: 'Criar', accessibleName: 'Criar recibo de pagamento', page: 'editor', primary: true }],
  },
  paidStatus: { area: 'recibo_pagamento', statuses: APPROVED_ONLY },
  anonymous: true,
  // The list's Titular is who received (and signs), its Dependente who paid.
  summary: { titular: 'recebedor_nome', dependente: 'pagador_nome', list: { label: 'Recibo', order: 4 } },
  pdfFileName: 'recibo_pagamento_{time}.pdf',
});
