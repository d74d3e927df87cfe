// The client of the admin search benchmark (admin-search.ts), in a process of its own as the admin's browser is:
// its fetch, parsing and garbage are not the runtime's, and the runtime's CPU per search is read from the
// runtime's process alone. For each `{ type: 'run', url, token, paths, warmup }` it calls the paths one after
// another on one connection, says `{ type: 'measuring' }` after the first `warmup` calls (not counted), then
// answers `{ type: 'done', times, cpuMs }`: each counted call's milliseconds and this process's CPU over them.
// Plain CommonJS, so that it starts without a TypeScript loader.

async function call(url, token) {
  const began = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - began;
}

process.on('message', async (message) => {
  if (message?.type === 'stop') {
    process.exit(0);
  }
  if (message?.type !== 'run') return;
  try {
    const { url, token, paths, warmup } = message;
    for (const path of paths.slice(0, warmup)) await call(`${url}${path}`, token);
    await new Promise((resolve) => {
      process.once('message', resolve);
      process.send({ type: 'measuring' });
    });
    const times = [];
    const started = process.cpuUsage();
    for (const path of paths.slice(warmup)) times.push(await call(`${url}${path}`, token));
    const cpu = process.cpuUsage(started);
    process.send({ type: 'done', times, cpuMs: (cpu.user + cpu.system) / 1000 });
  } catch (error) {
    process.send({ type: 'failed', message: String(error?.stack ?? error) });
  }
});
