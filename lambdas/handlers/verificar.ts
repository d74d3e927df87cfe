// GET verificar?code=…: the public check of a released PDF's verification code (issue 23): kind, release time,
// state, the first party's initials and the PDF's SHA-256; 404 "Código não encontrado" for an unknown or
// malformed code alike. Limited per client address at the front door (edge-limits.ts).
import { verificarQuery } from '@shared/api/verificacao';
import { verificationsRepository } from '../adapters/verifications-table';
import { definePublicHandler } from '../core/public-handler';
import { checkVerificationCode } from '../use-cases/verification';

export const handler = definePublicHandler({
  access: 'public',
  query: verificarQuery,
  handle: ({ query }) => checkVerificationCode(verificationsRepository, query.code),
});
