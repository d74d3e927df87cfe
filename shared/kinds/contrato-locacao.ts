// The rental contract (spec part 2 §3): signed in; receipts ticked in the form add the receipts price.
import { defineKind } from './define-kind';
import { MEUS_CONTRATOS } from './list-pages';
import { CONTRACT_AREA, DECLARATION_AREA } from './paid-sets';

export const contratoLocacao = defineKind({
  id: 'contrato_locacao',
  referencePrefix: 'contrato-',
  readableCode: 'CONT',
  price: { key: 'contrato', fallback: 'base', label: 'Contrato de locação' },
  labels: { singular: 'Contrato de locação', plural: 'Contratos de locação' },
  icon: 'contrato',
  pages: {
    editor: {
      key: 'contratoLocacao',
      path: '/ContratoLocacao',
      title: 'Contrato de Locação',
      // The menu offers it to everyone; the page itself asks a signed-out visitor to sign in.
      access: 'public',
      signInToUse: true,
      idParam: 'reference',
    },
    list: MEUS_CONTRATOS,
  },
  menu: { group: 'contratos', entries: [{ page: 'editor' }, { page: 'list' }] },
  home: {
    order: 2,
    cardId: 'contrato-locacao',
    title: 'Contrato de Locação',
    description:
      'Contrato residencial ou comercial com fiador opcional, prazo, vencimento, IPTU e a opção de gerar os recibos mensais.',
    actions: [
      { label: 'Novo', accessibleName: 'Novo contrato de locação', page: 'editor', primary: true },
      { label: 'Meus', accessibleName: 'Meus contratos', page: 'list' },
    ],
  },
  paidStatus: { area: 'contrato_locacao', statuses: CONTRACT_AREA },
  otherPaidStatuses: [
    { area: 'contrato_lista', statuses: ['paid', 'approved', 'available', '3', '4'] },
    { area: 'recibos_com_contrato', statuses: DECLARATION_AREA },
  ],
  anonymous: false,
  summary: { titular: 'locador_nome', dependente: 'locatario_nome' },
  invitableParties: ['locatario', 'fiador', 'fiador_conjuge'],
  pdfFileName: 'contrato_locacao_{time}.pdf',
});
