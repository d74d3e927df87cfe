// `npm run bench`: prints the speed and size figures of the product. Figures, not assertions: timings vary with
// the machine, so nothing here fails a build.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchAdminSearch, formatAdminSearch } from './admin-search';
import { benchApiLatency, formatApiLatency } from './api-latency';
import { benchBrowserTimings, formatBrowserTimings } from './browser-timings';
import { benchDynamoClient, formatDynamoClient } from './dynamo-client';
import { formatHomeRouteJs, measureHomeRouteJs } from './home-route-js';
import { lambdaBundleReport } from './lambda-bundles';
import { benchRenderContratos, formatRenderContratoBench } from './render-contrato';
import { benchRenderContratoVeiculo, formatRenderContratoVeiculoBench } from './render-contrato-veiculo';
import { benchRenderCurriculo, formatRenderCurriculoBench } from './render-curriculo';
import { benchRenderDeclaracao, formatRenderBench } from './render-declaracao';
import { benchRenderPromissorias, formatRenderPromissoriaBench } from './render-promissoria';
import { benchSeal, formatSealBench } from './render-seal';
import { benchVerificationFooter, formatVerificationFooterBench } from './render-verification';

/** Each section: its title, the short name `npm run bench -- <name>...` selects it by, and its run. */
const sections: Array<[string, string, () => Promise<string>]> = [
  [
    'Residence declaration PDF render (as released: verification footer)',
    'residence',
    async () => formatRenderBench(await benchRenderDeclaracao()),
  ],
  [
    'Work declaration PDF render (as released)',
    'work',
    async () => formatRenderBench(await benchRenderDeclaracao({ kind: 'work' })),
  ],
  [
    'Travel authorization PDF render as released (domestic: 2 pages; abroad: 3 pages)',
    'travel',
    async () =>
      [
        formatRenderBench(await benchRenderDeclaracao({ kind: 'travel-domestic' })),
        formatRenderBench(await benchRenderDeclaracao({ kind: 'travel-abroad' })),
      ].join('\n'),
  ],
  [
    'Rental contract PDF render as released (alone, 12 and 60 receipts)',
    'contract',
    async () => formatRenderContratoBench(await benchRenderContratos()),
  ],
  [
    'Resume PDF render (six layouts)',
    'resume',
    async () => formatRenderCurriculoBench(await benchRenderCurriculo()),
  ],
  [
    'DynamoDB client CPU per call (as in Lambda)',
    'dynamo',
    async () => formatDynamoClient(await benchDynamoClient()),
  ],
  [
    'Local API latency (50 connections, 10 s each)',
    'api',
    async () => formatApiLatency(await benchApiLatency()),
  ],
  ['Lambda bundles (minified)', 'bundles', lambdaBundleReport],
  [
    'Browser interactions, pages from their URL and the first PDF after npm start (each with its target)',
    'browser',
    async () => formatBrowserTimings(await benchBrowserTimings()),
  ],
  [
    'Promissory notes PDF render as released (12 and 120 notes, 3 per sheet)',
    'promissoria',
    async () => formatRenderPromissoriaBench(await benchRenderPromissorias()),
  ],

  ['SPA first load (home route)', 'spa', async () => formatHomeRouteJs(await measureHomeRouteJs())],
  ['Admin search (10,000 documents)', 'admin', async () => formatAdminSearch(await benchAdminSearch())],

  [
    'Vehicle power of attorney PDF render (as released)',
    'procuracao',
    async () => formatRenderBench(await benchRenderDeclaracao({ kind: 'power-of-attorney' })),
  ],
  [
    'Payment receipt PDF render as released (two copies on one page; a company payee, one copy)',
    'recibo-pagamento',
    async () =>
      [
        formatRenderBench(await benchRenderDeclaracao({ kind: 'payment-receipt' })),
        formatRenderBench(await benchRenderDeclaracao({ kind: 'payment-receipt-company' })),
      ].join('\n'),
  ],
  [
    'Vehicle sale contract PDF render (as released)',
    'vehicle-contract',
    async () => formatRenderContratoVeiculoBench(await benchRenderContratoVeiculo()),
  ],
  [
    'Verification footer: each kind without and with it (targets: adds <= 2 ms and 4 KB per page)',
    'verification',
    async () => formatVerificationFooterBench(await benchVerificationFooter()),
  ],
  [
    "Seller's PAdES seal per released PDF (targets: <= 5 ms and 8 KB)",
    'seal',
    async () => formatSealBench(await benchSeal()),
  ],
];

// `npm run bench -- bundles work` runs those sections only; no argument runs them all.
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !sections.some(([, key]) => key === name));
if (unknown.length > 0) {
  throw new Error(
    `Unknown bench section(s) ${unknown.join(', ')}; known: ${sections.map(([, key]) => key).join(', ')}`,
  );
}

const selected = sections.filter(([, key]) => wanted.length === 0 || wanted.includes(key));
if (selected.length === 1) {
  const [title, , run] = selected[0]!;
  console.log(`\n== ${title}`);
  console.log(await run());
} else {
  // Each section in a fresh process of its own: sections that start the local runtime read their settings once
  // per process (as a Lambda does), so a second runtime in the same process answered its own tokens 401; and no
  // section times code the one before it warmed up or left garbage for.
  for (const [, key] of selected) {
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), key], {
      stdio: 'inherit',
    });
    if (child.status !== 0) process.exitCode = child.status ?? 1;
  }
}
