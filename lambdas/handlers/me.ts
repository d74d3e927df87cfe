// GET me: who is signed in, as the server sees it. The role comes only from the verified token's groups;
// the stored record only fills a name the token lacks (Google accounts without a mapped name).

import { usersRepository } from '../adapters/users-repository';
import { roleOf } from '../auth/principal';
import { defineHandler } from '../core/handler';

export const handler = defineHandler({
  access: 'user',
  async handle({ principal }) {
    const name = principal.name || ((await usersRepository.get(principal.uid))?.name ?? '');
    return { uid: principal.uid, email: principal.email, name, role: roleOf(principal) };
  },
});
