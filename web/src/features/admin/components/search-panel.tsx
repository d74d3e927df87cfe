// The console's one search box (reference, owner e-mail or payment id) and its filters: kind (the server's
// list), payment state, blocked and creation dates. Submitting runs the search from its newest page.
import { ADMIN_PAYMENT_STATES, type AdminKindInfo } from '@shared/api/admin';
import { useId, useState } from 'react';
import { type AdminSearchParams, EMPTY_SEARCH } from '../api/admin-api';
import { paymentStateLabel } from './admin-format';

export interface SearchPanelProps {
  initial: AdminSearchParams;
  kinds: readonly AdminKindInfo[];
  busy: boolean;
  onSearch: (params: AdminSearchParams) => void;
}

export function SearchPanel({ initial, kinds, busy, onSearch }: SearchPanelProps) {
  const id = useId();
  const [params, setParams] = useState(initial);
  const set = (key: keyof AdminSearchParams) => (event: { target: { value: string } }) =>
    setParams((current) => ({ ...current, [key]: event.target.value }));

  return (
    <search className="card admin-search" aria-label="Buscar documentos">
      <form
        className="admin-search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(params);
        }}
      >
        <div className="field admin-search-query">
          <label htmlFor={`${id}-q`}>
            Referência (ou parte dela), nome de uma parte, e-mail do cliente ou ID do pagamento
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={params.q}
            onChange={set('q')}
            placeholder="ex.: CONT-9F3A2-C41B7, Maria Souza, cliente@exemplo.com ou 1234567890"
            autoComplete="off"
          />
        </div>
        <div className="admin-filters">
          <div className="field">
            <label htmlFor={`${id}-kind`}>Tipo</label>
            <select id={`${id}-kind`} value={params.kind} onChange={set('kind')}>
              <option value="">Todos</option>
              {kinds.map((kind) => (
                <option key={kind.kind} value={kind.kind}>
                  {kind.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-state`}>Pagamento</label>
            <select id={`${id}-state`} value={params.state} onChange={set('state')}>
              <option value="">Todos</option>
              {ADMIN_PAYMENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {paymentStateLabel(state)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-blocked`}>Bloqueio</label>
            <select id={`${id}-blocked`} value={params.blocked} onChange={set('blocked')}>
              <option value="">Todos</option>
              <option value="true">Bloqueados</option>
              <option value="false">Não bloqueados</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-from`}>Criado de</label>
            <input id={`${id}-from`} type="date" value={params.from} onChange={set('from')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>Criado até</label>
            <input id={`${id}-to`} type="date" value={params.to} onChange={set('to')} />
          </div>
        </div>
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Buscando...' : 'Buscar'}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setParams(EMPTY_SEARCH);
              onSearch(EMPTY_SEARCH);
            }}
          >
            Limpar filtros
          </button>
        </div>
      </form>
    </search>
  );
}
