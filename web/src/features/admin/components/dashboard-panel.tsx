// The dashboard (`/Admin?view=painel`): the last 30 days from the counters kept on write. Documents created and
// paid per day drawn as inline SVG bars (no chart library), and every number also in tables (per day, per kind
// with conversion, per kind per day) for screen readers; the payments open for over an hour, and refunds.
import {
  type AdminDashboardResponse,
  conversionRate,
  type DashboardTotals,
  dashboardTotals,
} from '@shared/api/admin-dashboard';
import { formatBRL } from '@shared/format/brl';
import { useQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/page-spinner';
import { useApi } from '@/lib/app-services';
import { adminFailureMessage, fetchDashboard } from '../api/admin-api';
import { formatDateTime } from './admin-format';

/** `2026-11-27` → `27/11`. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

const percent = (value: number | null) =>
  value === null ? '—' : `${(value * 100).toFixed(1).replace('.', ',')}%`;

const CHART = { width: 720, height: 200, top: 10, bottom: 24, left: 28 } as const;

function DailyChart({ totals }: { totals: DashboardTotals }) {
  const days = totals.byDay;
  const max = Math.max(1, ...days.map((day) => Math.max(day.created, day.paid)));
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = (CHART.width - CHART.left) / days.length;
  const bar = Math.max(2, slot / 2 - 2);
  const y = (value: number) => CHART.top + plotHeight - (value / max) * plotHeight;
  return (
    <figure className="admin-chart">
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-labelledby="admin-chart-title admin-chart-desc"
      >
        <title id="admin-chart-title">Documentos criados e pagos por dia</title>
        <desc id="admin-chart-desc">
          Barras claras: criados; barras escuras: pagos. Os números estão na tabela "Por dia" abaixo.
        </desc>
        <line x1={CHART.left} x2={CHART.width} y1={y(0)} y2={y(0)} className="admin-chart-axis" />
        <text x={CHART.left - 4} y={y(max) + 4} textAnchor="end" className="admin-chart-label">
          {max}
        </text>
        <text x={CHART.left - 4} y={y(0)} textAnchor="end" className="admin-chart-label">
          0
        </text>
        {days.map((day, i) => {
          const x = CHART.left + i * slot + 1;
          return (
            <g key={day.day}>
              <rect
                className="admin-chart-created"
                x={x}
                y={y(day.created)}
                width={bar}
                height={y(0) - y(day.created)}
              />
              <rect
                className="admin-chart-paid"
                x={x + bar + 1}
                y={y(day.paid)}
                width={bar}
                height={y(0) - y(day.paid)}
              />
              {i % 5 === 0 && (
                <text x={x + bar} y={CHART.height - 6} textAnchor="middle" className="admin-chart-label">
                  {shortDay(day.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="admin-chart-legend">
        <span className="admin-chart-key admin-chart-created" aria-hidden="true" /> criados{' '}
        <span className="admin-chart-key admin-chart-paid" aria-hidden="true" /> pagos
      </figcaption>
    </figure>
  );
}

function Overview({ answer, totals }: { answer: AdminDashboardResponse; totals: DashboardTotals }) {
  const { all } = totals;
  return (
    <dl className="admin-facts">
      <div>
        <dt>Criados (30 dias)</dt>
        <dd>{all.created}</dd>
      </div>
      <div>
        <dt>Pagos (30 dias)</dt>
        <dd>{all.paid}</dd>
      </div>
      <div>
        <dt>Receita (30 dias)</dt>
        <dd>{formatBRL(all.revenue_cents)}</dd>
      </div>
      <div>
        <dt>Conversão (pagos ÷ criados)</dt>
        <dd>{percent(conversionRate(all.paid, all.created))}</dd>
      </div>
      <div>
        <dt>Reembolsos (30 dias)</dt>
        <dd>
          {all.refunds} ({formatBRL(all.refunded_cents)})
        </dd>
      </div>
      <div>
        <dt>Pagamentos pendentes há mais de 1 hora</dt>
        <dd>
          {answer.pending.count}
          {answer.pending.more ? '+' : ''}
          {answer.pending.oldest_created_at !== null &&
            ` (o mais antigo de ${formatDateTime(answer.pending.oldest_created_at)})`}
        </dd>
      </div>
    </dl>
  );
}

export function DashboardPanel() {
  const api = useApi();
  const query = useQuery({ queryKey: ['admin-dashboard'], queryFn: () => fetchDashboard(api) });
  if (query.isPending) return <PageSpinner label="Carregando o painel..." />;
  if (query.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{adminFailureMessage(query.error)}</p>
      </div>
    );
  }
  const answer = query.data;
  const totals = dashboardTotals(answer);
  const label = new Map(answer.kinds.map((kind) => [kind.kind, kind.label]));
  const cells = [...answer.cells].sort((a, b) => b.day.localeCompare(a.day) || a.kind.localeCompare(b.kind));
  return (
    <section className="admin-dashboard" aria-labelledby="admin-dashboard-title">
      <h2 id="admin-dashboard-title">Painel dos últimos 30 dias</h2>
      <Overview answer={answer} totals={totals} />
      <DailyChart totals={totals} />

      <h3 id="admin-kinds-title">Por tipo de documento</h3>
      <div className="table-wrap">
        <table className="doc-table" aria-labelledby="admin-kinds-title">
          <thead>
            <tr>
              <th scope="col">Tipo</th>
              <th scope="col">Criados</th>
              <th scope="col">Pagos</th>
              <th scope="col">Conversão</th>
              <th scope="col">Receita</th>
              <th scope="col">Reembolsos</th>
            </tr>
          </thead>
          <tbody>
            {totals.byKind.map((row) => (
              <tr key={row.kind}>
                <th scope="row">{label.get(row.kind) ?? row.kind}</th>
                <td>{row.created}</td>
                <td>{row.paid}</td>
                <td>{percent(row.conversion)}</td>
                <td>{formatBRL(row.revenue_cents)}</td>
                <td>
                  {row.refunds} ({formatBRL(row.refunded_cents)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 id="admin-days-title">Por dia</h3>
      <div className="table-wrap">
        <table className="doc-table" aria-labelledby="admin-days-title">
          <thead>
            <tr>
              <th scope="col">Dia</th>
              <th scope="col">Criados</th>
              <th scope="col">Pagos</th>
              <th scope="col">Receita</th>
              <th scope="col">Reembolsos</th>
            </tr>
          </thead>
          <tbody>
            {[...totals.byDay].reverse().map((row) => (
              <tr key={row.day}>
                <th scope="row">{shortDay(row.day)}</th>
                <td>{row.created}</td>
                <td>{row.paid}</td>
                <td>{formatBRL(row.revenue_cents)}</td>
                <td>{row.refunds}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 id="admin-cells-title">Por tipo e dia</h3>
      {cells.length === 0 ? (
        <p>Nenhum documento nos últimos 30 dias.</p>
      ) : (
        <div className="table-wrap">
          <table className="doc-table" aria-labelledby="admin-cells-title">
            <thead>
              <tr>
                <th scope="col">Dia</th>
                <th scope="col">Tipo</th>
                <th scope="col">Criados</th>
                <th scope="col">Pagos</th>
                <th scope="col">Receita</th>
              </tr>
            </thead>
            <tbody>
              {cells.map((cell) => (
                <tr key={`${cell.day}-${cell.kind}`}>
                  <td>{shortDay(cell.day)}</td>
                  <td>{label.get(cell.kind) ?? cell.kind}</td>
                  <td>{cell.created}</td>
                  <td>{cell.paid}</td>
                  <td>{formatBRL(cell.revenue_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
