// The signed-in lists that hold documents of several kinds, named once for the manifests that share them.

export const MEUS_CONTRATOS = {
  key: 'meusContratos',
  path: '/MeusContratos',
  title: 'Meus Contratos',
  access: 'login',
} as const;

export const MINHAS_DECLARACOES = {
  key: 'minhasDeclaracoes',
  path: '/MinhasDeclaracoes',
  title: 'Minhas Declarações',
  access: 'login',
} as const;
