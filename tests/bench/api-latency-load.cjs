// The load generator of the API latency benchmark (api-latency.ts), in a process of its own: a client is a
// separate program, and the runtime's CPU per request can then be read from the runtime's process alone.
// Receives `{ options, warmupSeconds }` over IPC; runs the warm-up (same load, figures dropped), says
// `{ type: 'measuring' }`, runs the measured load and answers its figures and this process's CPU time.
// Plain CommonJS, so that it starts without a TypeScript loader.
const autocannon = require('autocannon');

process.once('message', async ({ options, warmupSeconds }) => {
  try {
    if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
    process.send({ type: 'measuring' });
    const started = process.cpuUsage();
    const result = await autocannon(options);
    const cpu = process.cpuUsage(started);
    process.send(
      {
        type: 'done',
        latency: result.latency,
        requests: result.requests,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        cpuMs: (cpu.user + cpu.system) / 1000,
      },
      () => process.exit(0),
    );
  } catch (error) {
    process.send({ type: 'failed', message: String(error?.stack ?? error) }, () => process.exit(1));
  }
});
