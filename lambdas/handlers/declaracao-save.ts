// POST declaracao-save: creates or updates the caller's declaration draft (spec part 2 §7).
import { declaracaoSaveInput } from '@shared/api/declaracoes';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { saveDeclaracao } from '../use-cases/declaracoes';

const deps = { documents: documentsRepository, now: Date.now };

export const handler = defineHandler({
  access: 'user',
  body: declaracaoSaveInput,
  handle: ({ body, principal }) => saveDeclaracao(deps, { principal }, body),
});
