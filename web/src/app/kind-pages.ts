// The component of each kind's page (editor, "new" path, list), by its catalogue key from the manifests
// (shared/kinds): a manifest page without a component here fails typecheck. The imports stay literal so that
// each page is a chunk of its own.
import type { KindPageKey } from '@shared/kinds';
import type { ComponentType } from 'react';

export const KIND_PAGES: Readonly<Record<KindPageKey, () => Promise<ComponentType>>> = {
  criarCurriculo: async () =>
    (await import('@/features/curriculo/pages/criar-curriculo-page')).CriarCurriculoPage,
  meuCurriculo: async () => (await import('@/features/curriculo/pages/meu-curriculo-page')).MeuCurriculoPage,
  contratoLocacao: async () =>
    (await import('@/features/contrato-locacao/pages/contrato-locacao-page')).ContratoLocacaoPage,
  contratoCompraVeiculo: async () =>
    (await import('@/features/contrato-veiculo/pages/contrato-compra-veiculo-page'))
      .ContratoCompraVeiculoPage,
  gerarRecibosAluguel: async () =>
    (await import('@/features/recibo-aluguel/pages/gerar-recibos-aluguel-page')).GerarRecibosAluguelPage,
  declaracaoResidencia: async () =>
    (await import('@/features/declaracao-residencia/pages/declaracao-residencia-page'))
      .DeclaracaoResidenciaPage,
  criarDeclaracaoResidencia: async () =>
    (await import('@/features/declaracao-residencia/pages/declaracao-residencia-page'))
      .DeclaracaoResidenciaPage,
  declaracaoTrabalho: async () =>
    (await import('@/features/declaracao-trabalho/pages/declaracao-trabalho-page')).DeclaracaoTrabalhoPage,
  minhasDeclaracoes: async () =>
    (await import('@/features/declaracoes/pages/minhas-declaracoes-page')).MinhasDeclaracoesPage,
  meusContratos: async () =>
    (await import('@/features/contratos/pages/meus-contratos-page')).MeusContratosPage,
  criarPromissoria: async () =>
    (await import('@/features/promissoria/pages/criar-promissoria-page')).CriarPromissoriaPage,
  minhasPromissorias: async () =>
    (await import('@/features/promissoria/pages/minhas-promissorias-page')).MinhasPromissoriasPage,
  procuracaoVeiculo: async () =>
    (await import('@/features/procuracao-veiculo/pages/procuracao-veiculo-page')).ProcuracaoVeiculoPage,
  reciboPagamento: async () =>
    (await import('@/features/recibo-pagamento/pages/recibo-pagamento-page')).ReciboPagamentoPage,
  autorizacaoViagemMenor: async () =>
    (await import('@/features/autorizacao-viagem/pages/autorizacao-viagem-page')).AutorizacaoViagemPage,
  minhasAutorizacoes: async () =>
    (await import('@/features/autorizacao-viagem/pages/minhas-autorizacoes-page')).MinhasAutorizacoesPage,
};
