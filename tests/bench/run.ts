// `npm run bench`: prints every speed and size figure the issues name a target for. Figures, not assertions:
// timings vary with the machine, so nothing here fails a build.
import { benchApiLatency, formatApiLatency } from './api-latency';
import { formatHomeRouteJs, measureHomeRouteJs } from './home-route-js';
import { lambdaBundleReport } from './lambda-bundles';
import { benchRenderCurriculo, formatRenderCurriculoBench } from './render-curriculo';
import { benchRenderDeclaracao, formatRenderBench } from './render-declaracao';

const sections: Array<[string, () => Promise<string>]> = [
  ['Residence declaration PDF render', async () => formatRenderBench(await benchRenderDeclaracao())],
  ['Resume PDF render (six layouts)', async () => formatRenderCurriculoBench(await benchRenderCurriculo())],
  ['Local API latency (50 connections, 10 s each)', async () => formatApiLatency(await benchApiLatency())],
  ['Lambda bundles (minified)', lambdaBundleReport],
  ['SPA first load (home route)', async () => formatHomeRouteJs(await measureHomeRouteJs())],
];

for (const [title, run] of sections) {
  console.log(`\n== ${title}`);
  console.log(await run());
}
