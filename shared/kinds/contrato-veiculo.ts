// The vehicle sale contract (issue 19): open to anonymous visitors; `contrato-veiculo-` references, which also
// start with the rental's `contrato-` (the longer prefix is tried first).
import { defineKind } from './define-kind';
import { MEUS_CONTRATOS } from './list-pages';
import { CONTRACT_AREA } from './paid-sets';

export const contratoVeiculo = defineKind({
  id: 'contrato_compra_veiculo',
  referencePrefix: 'contrato-veiculo-',
  readableCode: 'VEIC',
  // Its own price since issue 41 item 8; until it is set, what the rental contract costs.
  price: { key: 'contrato_veiculo', fallback: 'contrato', label: 'Contrato de compra e venda de veículo' },
  labels: {
    singular: 'Contrato de compra e venda de veículo',
    plural: 'Contratos de compra e venda de veículo',
  },
  icon: 'veiculo',
  pages: {
    editor: {
      key: 'contratoCompraVeiculo',
      path: '/ContratoCompraVeiculo',
      title: 'Contrato de Compra e Venda de Veículo',
      access: 'public',
      idParam: 'reference',
    },
    list: MEUS_CONTRATOS,
  },
  menu: { group: 'carros', entries: [{ page: 'editor', label: 'Compra e Venda de Veículo' }] },
  home: {
    order: 3,
    cardId: 'compra-venda-veiculo',
    title: 'Compra e Venda de Veículo',
    description:
      'Contrato entre vendedor e comprador com os dados do veículo, valor, forma de pagamento, entrega e foro.',
    actions: [
      {
        label: 'Criar',
        accessibleName: 'Criar contrato de compra e venda de veículo',
        page: 'editor',
        primary: true,
      },
    ],
  },
  // Its own set is "not shown" in the spec: it keeps the contract area's.
  paidStatus: { area: 'contrato_veiculo', statuses: CONTRACT_AREA },
  anonymous: true,
  summary: { titular: 'vendedor_nome', dependente: 'comprador_nome' },
  invitableParties: ['comprador'],
  pdfFileName: 'contrato_compra_veiculo_{time}.pdf',
});
