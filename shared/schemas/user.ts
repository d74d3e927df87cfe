// Session data: the user record kept on sign-in (spec part 1 §3.1) and the current-user answer.
import * as z from 'zod';

export const userUpsertInput = z.object({
  uid: z.string({ error: 'Identificador do usuário inválido' }).min(1).max(128).optional(),
  email: z.email({ error: 'Informe e-mail válido' }).max(254),
  name: z.string({ error: 'Nome inválido' }).trim().max(200).default(''),
  // Only https: a `javascript:` or `data:` address kept here would be an attack on whatever shows it one day.
  photoURL: z
    .union([z.url({ protocol: /^https$/, error: 'Endereço da foto inválido' }).max(2048), z.literal('')])
    .nullish()
    .transform((v) => v ?? ''),
  provider: z.string({ error: 'Provedor de login inválido' }).max(64).default('google'),
});
export type UserUpsertInput = z.infer<typeof userUpsertInput>;

export type Role = 'admin' | 'user';

/** `GET me`: who is signed in, as the server sees it (role comes only from the verified token). */
export interface MeResponse {
  ok: true;
  uid: string;
  email: string;
  name: string;
  role: Role;
}

export const localLoginInput = z.object({
  email: z.email({ error: 'Informe e-mail válido' }).max(254),
  name: z.string({ error: 'Informe o nome' }).trim().min(1, { error: 'Informe o nome' }).max(200),
  admin: z.boolean({ error: 'Valor inválido para administrador' }).default(false),
});
export type LocalLoginInput = z.infer<typeof localLoginInput>;
