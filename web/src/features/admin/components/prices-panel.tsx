// The prices screen: what payments charge now per price key (in reais), the environment's fallback beside it, a
// required reason, and the history of changes (who, when, old and new). A payment already created keeps its
// amount; the next one charges the new table.
import { ADMIN_PRICE_FIELDS, type AdminPriceField, type AdminPricesResponse } from '@shared/api/admin';
import { formatBRL } from '@shared/format/brl';
import { KINDS } from '@shared/kinds';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { useApi } from '@/lib/app-services';
import { adminFailureMessage, fetchPrices, savePrices } from '../api/admin-api';
import { formatDateTime } from './admin-format';

/** Each kind's price under its manifest's label (shared/kinds), and the receipts' surcharge. */
const FIELD_LABELS: Partial<Record<AdminPriceField, string>> = {
  ...Object.fromEntries(KINDS.map((kind) => [kind.price.key, kind.price.label])),
  recibosAdicional: 'Recibos junto ao contrato (adicional)',
};
const labelOf = (field: string) => FIELD_LABELS[field as AdminPriceField] ?? field;

export function PricesPanel() {
  const api = useApi();
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['admin-prices'], queryFn: () => fetchPrices(api) });
  const [values, setValues] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  useEffect(() => {
    if (query.data) {
      setValues(
        Object.fromEntries(
          ADMIN_PRICE_FIELDS.map((key) => [
            key,
            (query.data.current[key] / 100).toFixed(2).replace('.', ','),
          ]),
        ),
      );
    }
  }, [query.data]);

  async function save() {
    const prices = Object.fromEntries(
      ADMIN_PRICE_FIELDS.map((key) => [
        key,
        Number((values[key] ?? '').replace(/\./g, '').replace(',', '.')),
      ]),
    );
    setBusy(true);
    setMessage(null);
    try {
      const saved = await savePrices(api, prices, reason.trim());
      queryClient.setQueryData<AdminPricesResponse>(['admin-prices'], saved);
      setReason('');
      setMessage({ error: false, text: 'Preços salvos. O próximo pagamento já usa a nova tabela.' });
    } catch (error) {
      setMessage({ error: true, text: adminFailureMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  if (query.isPending) return <PageSpinner label="Carregando os preços..." />;
  if (query.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{adminFailureMessage(query.error)}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="admin-prices-title">
      <h2 id="admin-prices-title">Preços</h2>
      <form
        className="card admin-search"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="admin-filters">
          {ADMIN_PRICE_FIELDS.map((key) => (
            <div className="field" key={key}>
              <label htmlFor={`${id}-${key}`}>{labelOf(key)} (R$)</label>
              <input
                id={`${id}-${key}`}
                inputMode="decimal"
                value={values[key] ?? ''}
                aria-describedby={`${id}-${key}-env`}
                onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
              />
              <p id={`${id}-${key}-env`} className="field-hint">
                Configuração do ambiente: {formatBRL(query.data.environment[key])}
              </p>
            </div>
          ))}
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Motivo da mudança (obrigatório)</label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <p
          role="status"
          aria-live="polite"
          className={message && !message.error ? 'notice' : 'visually-hidden'}
        >
          {message && !message.error ? message.text : ''}
        </p>
        {message?.error && (
          <p className="alert alert-error" role="alert">
            {message.text}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Salvando...' : 'Salvar preços'}
          </button>
        </div>
      </form>
      <h3>Histórico de mudanças</h3>
      {query.data.history.length === 0 ? (
        <p className="muted">Nenhuma mudança registrada: valem os preços do ambiente.</p>
      ) : (
        <div className="table-wrap">
          <table className="doc-table">
            <caption className="visually-hidden">Mudanças de preço, da mais nova à mais antiga</caption>
            <thead>
              <tr>
                <th scope="col">Quando</th>
                <th scope="col">Quem</th>
                <th scope="col">Mudança</th>
              </tr>
            </thead>
            <tbody>
              {query.data.history.map((change) => (
                <tr key={`${change.at}-${change.by}`}>
                  <td>{formatDateTime(change.at)}</td>
                  <td>{change.by}</td>
                  <td>
                    {Object.entries(change.new)
                      .map(
                        ([key, cents]) =>
                          `${labelOf(key)}: ${formatBRL(change.old[key as AdminPriceField] ?? 0)} → ${formatBRL(cents ?? 0)}`,
                      )
                      .join('; ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
