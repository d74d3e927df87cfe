// The signed-in person as the SPA shows them; the role comes only from the server's `GET me`.
import type { Role } from '@shared/schemas/user';

export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  role: Role;
}

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';
