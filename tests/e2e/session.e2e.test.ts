// Local sign-in and "Sair", the Login page's `redirect` rule (spec part 1 §2.4), pages that need sign-in,
// the `painel` redirects (§2.2) and the Admin link that only the server's `admin` role shows.
import type { Page, Response } from 'playwright-core';
import { describe, expect } from 'vitest';
import { LOCAL_TOKEN_KEY, pathOf, signInWithForm, test, waitForPath } from './support/fixture';
import { framesDrawn, localStorageItem } from './support/in-page';

const MARIA = { email: 'maria.souza@example.com', name: 'Maria Souza', admin: false };
const ADMIN = { email: 'ana.admin@example.com', name: 'Ana Administradora', admin: true };

function meResponse(page: Page): Promise<Response> {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/backend/api/me' && r.request().method() === 'GET',
  );
}

describe('local sign-in and "Sair"', () => {
  test('signs in from the top bar, shows name and e-mail, and "Sair" reloads signed out', async ({
    page,
  }) => {
    // Prepare
    await page.goto('/');
    await page.getByRole('link', { name: 'Entrar' }).click();
    await waitForPath(page, '/Login');
    const upsert = page.waitForResponse((r) => new URL(r.url()).pathname === '/backend/api/user-upsert');
    const me = meResponse(page);

    // Act
    await signInWithForm(page, MARIA);

    // Assess
    expect((await upsert).status()).toBe(200);
    const meBody = await (await me).json();
    expect(meBody).toMatchObject({ email: MARIA.email, name: MARIA.name, role: 'user' });
    await waitForPath(page, '/');
    const header = page.getByRole('banner').first();
    await header.getByText(MARIA.name, { exact: true }).waitFor();
    await header.getByText(MARIA.email, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Entrar' }).count()).toBe(0);
    expect(await localStorageItem(page, LOCAL_TOKEN_KEY)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // Act: "Sair"
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sair' }).click()]);

    // Assess
    await page.getByRole('link', { name: 'Entrar' }).waitFor();
    expect(await page.getByText(MARIA.email).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sair' }).count()).toBe(0);
    expect(await localStorageItem(page, LOCAL_TOKEN_KEY)).toBeNull();
  });

  test('records the user once per sign-in: a reload of the same session sends no second user-upsert', async ({
    page,
  }) => {
    // Prepare
    await page.goto('/Login');
    const firstUpsert = page.waitForResponse((r) => new URL(r.url()).pathname === '/backend/api/user-upsert');
    await signInWithForm(page, MARIA);
    expect((await firstUpsert).status()).toBe(200);
    await page.waitForFunction("localStorage.getItem('user_upserted_for') !== null");
    const upserts: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/backend/api/user-upsert') upserts.push(r.url());
    });

    // Act
    const me = meResponse(page);
    await page.reload();
    await me;

    // Assess: the session loaded (it asks for `me` after it would have sent the upsert) without a second one.
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    expect(upserts).toEqual([]);
  });

  test('signed in, the dropdown entries that needed sign-in become links without "(login)"', async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: MARIA });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sair' }).waitFor();

    // Act
    await page.getByRole('button', { name: 'Documentos e Serviços' }).click();
    await page.getByRole('link', { name: 'Meu Currículo', exact: true }).click();

    // Assess
    await waitForPath(page, '/MeuCurriculo');
    await page.getByRole('heading', { level: 1, name: 'Meu Currículo' }).waitFor();
    await page.getByRole('button', { name: 'Documentos e Serviços' }).click();
    await page.getByRole('link', { name: 'Minhas Declarações', exact: true }).waitFor();
    expect(await page.getByText('(login)').count()).toBe(0);
  });

  test('a page that needs sign-in sends a signed-out visitor to Login and back after signing in', async ({
    page,
  }) => {
    // Act
    await page.goto('/MinhasPromissorias');

    // Assess
    await waitForPath(page, '/Login?redirect=%2FMinhasPromissorias');
    await signInWithForm(page, MARIA);
    await waitForPath(page, '/MinhasPromissorias');
    await page.getByRole('heading', { level: 1, name: 'Minhas Promissórias' }).waitFor();
  });
});

describe('Login redirect rule', () => {
  test('a redirect that starts with one slash is followed after sign-in', async ({ page }) => {
    // Prepare
    await page.goto('/Login?redirect=/MinhasDeclaracoes');

    // Act
    await signInWithForm(page, MARIA);

    // Assess
    await waitForPath(page, '/MinhasDeclaracoes');
    await page.getByRole('heading', { level: 1, name: 'Minhas Declarações' }).waitFor();
  });

  test.for<[target: string, loginPath: string]>([
    ['//evil.example', '/Login?redirect=//evil.example'],
    ['https://evil.example', '/Login?redirect=https://evil.example'],
    ['/\\evil.example', `/Login?redirect=${encodeURIComponent('/\\evil.example')}`],
  ])('redirect=%s lands on the home page', async ([, loginPath], { page, runtime }) => {
    // Prepare
    await page.goto(loginPath);

    // Act
    await signInWithForm(page, MARIA);

    // Assess
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    await waitForPath(page, '/');
    expect(new URL(page.url()).origin).toBe(runtime.url);
    await page.getByText('Preços a partir de').waitFor();
  });
});

describe('painel', () => {
  test('signed out goes to Login, and after signing in to CriarCurriculo (no resume yet)', async ({
    page,
  }) => {
    // Act
    await page.goto('/painel');

    // Assess
    await waitForPath(page, '/Login?redirect=%2Fpainel');
    await signInWithForm(page, MARIA);
    await waitForPath(page, '/CriarCurriculo');
    await page.getByRole('heading', { level: 1, name: 'Criar Currículo' }).waitFor();
  });

  test('signed in with no resume goes straight to CriarCurriculo', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: { email: 'joao@example.com', name: 'João Lima' } });

    // Act
    await page.goto('/painel');

    // Assess
    await waitForPath(page, '/CriarCurriculo');
    await page.getByRole('heading', { level: 1, name: 'Criar Currículo' }).waitFor();
    expect(pathOf(page)).toBe('/CriarCurriculo');
  });
});

/** Holds every `GET me` until `release()`; `asked` settles when the first one reaches the route. */
async function holdMe(page: Page) {
  let release!: () => void;
  let asked!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/backend/api/me', async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { release, asked: seen };
}

describe('a signed-in page before `GET me` answers', () => {
  test('a plain user’s list loads while `GET me` is on its way, from the token', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: MARIA });
    const me = await holdMe(page);
    const list = page.waitForResponse((r) => new URL(r.url()).pathname === '/backend/api/declaracao-mine');

    // Act
    await page.goto('/MinhasDeclaracoes');

    // Assess: the list was asked for and answered with `GET me` still held
    await me.asked;
    expect((await list).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Minhas Declarações' }).waitFor();
    await page.getByRole('banner').first().getByText(MARIA.email, { exact: true }).waitFor();
    me.release();
  });

  test('an admin’s page waits for the server’s word instead of refusing them first', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: ADMIN });
    const me = await holdMe(page);

    // Act
    await page.goto('/Admin');
    await me.asked;
    await framesDrawn(page);

    // Assess
    expect(await page.getByRole('heading', { name: 'Acesso restrito' }).count()).toBe(0);
    me.release();
    await page.getByRole('heading', { level: 1, name: 'Administração' }).waitFor();
  });
});

describe('Admin link', () => {
  test('shows for an admin signed in with the tick, whose `GET me` role is admin', async ({ page }) => {
    // Prepare
    await page.goto('/Login');
    const me = meResponse(page);

    // Act
    await signInWithForm(page, ADMIN);

    // Assess
    expect(await (await me).json()).toMatchObject({ email: ADMIN.email, role: 'admin' });
    await page.getByRole('link', { name: 'Admin' }).click();
    await waitForPath(page, '/Admin');
    await page.getByRole('heading', { level: 1, name: 'Administração' }).waitFor();
  });

  test('does not show for a normal user, and /Admin is refused', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: MARIA });
    const me = meResponse(page);

    // Act
    await page.goto('/');

    // Assess
    expect(await (await me).json()).toMatchObject({ email: MARIA.email, role: 'user' });
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    await page.goto('/Admin');
    await page.getByRole('heading', { level: 1, name: 'Acesso restrito' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Administração' }).count()).toBe(0);
  });
});
