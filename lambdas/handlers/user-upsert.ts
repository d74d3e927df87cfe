// POST user-upsert (spec part 1 §3.1, §7): keeps the user record on every sign-in. The identity is the
// token's; a body naming someone else (uid or e-mail) is refused rather than trusted.
import { userUpsertInput } from '@shared/schemas/user';
import { usersRepository } from '../adapters/users-repository';
import { roleOf } from '../auth/principal';
import { ForbiddenError } from '../core/errors';
import { defineHandler } from '../core/handler';

export const handler = defineHandler({
  access: 'user',
  body: userUpsertInput,
  async handle({ body, principal }) {
    if (body.uid !== undefined && body.uid !== principal.uid) {
      throw new ForbiddenError('O usuário informado não corresponde ao login atual.', 'uid_mismatch');
    }
    if (principal.email && body.email.toLowerCase() !== principal.email.toLowerCase()) {
      throw new ForbiddenError('O e-mail informado não corresponde ao login atual.', 'email_mismatch');
    }
    const user = await usersRepository.upsertOnSignIn(
      {
        uid: principal.uid,
        email: principal.email || body.email,
        name: body.name || principal.name,
        photoURL: body.photoURL,
        provider: body.provider,
      },
      Date.now(),
    );
    return {
      user: { uid: user.uid, email: user.email, name: user.name, role: roleOf(principal) },
    };
  },
});
