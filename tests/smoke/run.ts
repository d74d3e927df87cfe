// `npm run smoke -- <site URL>`: the smoke test of a deployed stage (or of `npm start`); see docs/deploy.md.
import { runSmoke } from './smoke';

const siteUrl = process.argv.slice(2).find((arg) => arg !== '--');
if (!siteUrl || siteUrl === '--help' || siteUrl === '-h') {
  console.log(`usage: npm run smoke -- <site URL>

Signs in, creates a residence declaration, pays it (Mercado Pago test card), downloads and reads its PDF,
deletes it. Settings from the environment (docs/deploy.md, "Smoke test"):
  SMOKE_USERNAME, SMOKE_PASSWORD  the smoke user of the stage's user pool (AWS credentials of the deployer)
  SMOKE_TOTP_SECRET               its TOTP secret (printed by the first run, which enrols it)
  SMOKE_PAYER_EMAIL               payer e-mail for Mercado Pago (default: the user's)
  SMOKE_CARD_HOLDER               test card holder: APRO approves (default), OTHE is refused
  SMOKE_PAYMENT                   card (default) or pix (local stand-in only)`);
  process.exit(siteUrl ? 0 : 2);
}

let url: URL | undefined;
try {
  url = new URL(siteUrl);
} catch {
  // reported below
}
if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
  console.error(`smoke: "${siteUrl}" is not a site address (e.g. https://documentos.example.com.br)`);
  process.exit(2);
}

const result = await runSmoke({ siteUrl: url.href, env: process.env, print: (line) => console.log(line) });
process.exitCode = result.ok ? 0 : 1;
