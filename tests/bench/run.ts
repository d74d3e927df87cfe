// `npm run bench`: prints the speed and size figures of the product. Figures, not assertions: timings vary with
// the machine, so nothing here fails a build.
import { benchApiLatency, formatApiLatency } from './api-latency';
import { benchBrowserTimings, formatBrowserTimings } from './browser-timings';
import { benchDynamoClient, formatDynamoClient } from './dynamo-client';
import { formatHomeRouteJs, measureHomeRouteJs } from './home-route-js';
import { lambdaBundleReport } from './lambda-bundles';
import { benchRenderContratos, formatRenderContratoBench } from './render-contrato';
import { benchRenderCurriculo, formatRenderCurriculoBench } from './render-curriculo';
import { benchRenderDeclaracao, formatRenderBench } from './render-declaracao';

const sections: Array<[string, () => Promise<string>]> = [
  ['Residence declaration PDF render', async () => formatRenderBench(await benchRenderDeclaracao())],
  [
    'Work declaration PDF render',
    async () => formatRenderBench(await benchRenderDeclaracao({ kind: 'work' })),
  ],
  [
    'Rental contract PDF render (alone, 12 and 60 receipts)',
    async () => formatRenderContratoBench(await benchRenderContratos()),
  ],
  ['Resume PDF render (six layouts)', async () => formatRenderCurriculoBench(await benchRenderCurriculo())],
  ['DynamoDB client CPU per call (as in Lambda)', async () => formatDynamoClient(await benchDynamoClient())],
  ['Local API latency (50 connections, 10 s each)', async () => formatApiLatency(await benchApiLatency())],
  ['Lambda bundles (minified)', lambdaBundleReport],
  [
    'Browser interactions (target 500 ms each)',
    async () => formatBrowserTimings(await benchBrowserTimings()),
  ],

  ['SPA first load (home route)', async () => formatHomeRouteJs(await measureHomeRouteJs())],
];

for (const [title, run] of sections) {
  console.log(`\n== ${title}`);
  console.log(await run());
}
