// autocannon worker hook of the declaracao-save benchmark (api-latency.ts): every request saves a changed form
// of the next draft, as people's autosaves do. Plain CommonJS: autocannon `require`s it in the load generator.
let sequence = 0;

module.exports = (request, context) => {
  sequence += 1;
  const id = context.drafts[sequence % context.drafts.length];
  const form = { ...context.form, titular_numero: String(sequence % 100000) };
  return { ...request, body: JSON.stringify({ id, form }) };
};
