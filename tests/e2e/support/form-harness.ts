// Fields of the form toolkit (money, a masked date, the CNPJ and the phone) in Chromium without
// the app: the real components, bundled here with esbuild from a few lines of source kept in this file (so
// nothing of it ships in the product), in a blank page, on React DOM's production build as the SPA is. The form's
// values are printed in #values.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';

const root = fileURLToPath(new URL('../../..', import.meta.url));

const ENTRY = `
import { createRoot } from 'react-dom/client';
import { useForm, useWatch } from 'react-hook-form';
import { DocumentForm } from '@/components/form/form-kit';
import { CnpjField, DateField, PhoneField } from '@/components/form/masked-fields';
import { MoneyField } from '@/components/form/money-field';

function Values({ control }) {
  return <output id="values">{JSON.stringify(useWatch({ control }))}</output>;
}

function Harness() {
  const form = useForm({ defaultValues: { telefone: '', data: '', valor: null, cnpj: '' } });
  return (
    <DocumentForm form={form} idOf={(name) => 'h-' + name} label="Campos">
      <PhoneField name="telefone" label="Telefone" />
      <DateField name="data" label="Data" />
      <CnpjField name="cnpj" label="CNPJ" />
      <MoneyField name="valor" label="Valor" inWords />
      <Values control={form.control} />
    </DocumentForm>
  );
}

createRoot(document.getElementById('root')).render(<Harness />);
`;

let bundle: Promise<string> | null = null;

function harnessScript(): Promise<string> {
  bundle ??= build({
    stdin: { contents: ENTRY, loader: 'tsx', resolveDir: `${root}web/src`, sourcefile: 'form-harness.tsx' },
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    tsconfig: `${root}web/tsconfig.json`,
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{}' },
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return bundle;
}

/** Opens the harness in `page` and waits for its fields. */
export async function openFormHarness(page: Page): Promise<void> {
  // Served at the runtime's origin (a secure context, as the app is), so the clipboard works there too.
  const script = await harnessScript();
  await page.route('**/__form-harness', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Campos de formulário</title></head><body><div id="root"></div></body></html>',
    }),
  );
  await page.goto('/__form-harness');
  await page.addScriptTag({ content: script });
  await page.locator('#h-telefone').waitFor();
}

/** The harness form's values, as react-hook-form holds them. */
export async function harnessValues(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('#values').textContent()) ?? '{}');
}
