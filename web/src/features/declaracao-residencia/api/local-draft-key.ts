// The localStorage key of the signed-out person's declaration draft, alone in its module: the app checks for it
// at every sign-in without loading the declaration's schemas (`app/draft-migrators.ts`).
export const LOCAL_DRAFT_KEY = 'declaracao_residencia_rascunho';
