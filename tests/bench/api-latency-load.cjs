// The load generator of the API latency benchmark (api-latency.ts), in a process of its own: a client is a
// separate program, and the runtime's CPU per request can then be read from the runtime's process alone.
// Receives autocannon's options over IPC, answers the figures and this process's CPU time, then exits.
// Plain CommonJS, so that it starts without a TypeScript loader.
const autocannon = require('autocannon');

process.once('message', async (options) => {
  try {
    const started = process.cpuUsage();
    const result = await autocannon(options);
    const cpu = process.cpuUsage(started);
    process.send(
      {
        ok: true,
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
    process.send({ ok: false, message: String(error?.stack ?? error) }, () => process.exit(1));
  }
});
