// The local sign-in form (e-mail, name, "administrador" tick), checked with the same schema the
// local-login endpoint uses.
import { localLoginInput } from '@shared/schemas/user';
import { type FormEvent, useState } from 'react';

type Field = 'email' | 'name';

export function LocalLoginForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (input: { email: string; name: string; admin: boolean }) => void;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [admin, setAdmin] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = localLoginInput.safeParse({ email: email.trim(), name, admin });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'name') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      const first = next.email ? 'login-email' : 'login-name';
      document.getElementById(first)?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="login-email">E-mail</label>
        <input
          id="login-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          required
        />
        {errors.email && (
          <p id="login-email-error" className="field-error">
            {errors.email}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="login-name">Nome</label>
        <input
          id="login-name"
          type="text"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'login-name-error' : undefined}
          required
        />
        {errors.name && (
          <p id="login-name-error" className="field-error">
            {errors.name}
          </p>
        )}
      </div>
      <div className="check-field">
        <input
          id="login-admin"
          type="checkbox"
          checked={admin}
          onChange={(e) => setAdmin(e.target.checked)}
          aria-describedby="login-admin-hint"
        />
        <div>
          <label htmlFor="login-admin">Entrar como administrador</label>
          <p id="login-admin-hint" className="field-hint">
            Coloca a conta no grupo admin do emissor local.
          </p>
        </div>
      </div>
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </button>
    </form>
  );
}
