// POST meus-dados-export: everything we hold about the caller (LGPD art. 18) as one ZIP behind a five-minute link.
import { meusDadosDeps } from '../adapters/meus-dados-deps';
import { defineHandler } from '../core/handler';
import { exportHolderData } from '../use-cases/meus-dados';

export const handler = defineHandler({
  access: 'user',
  handle: ({ principal }) => exportHolderData(meusDadosDeps, principal.uid),
});
