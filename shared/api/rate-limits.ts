// What a person reads when the front door turns a request away (per-address limits: the local runtime's
// limiter answers it in the envelope; AWS WAF answers a bare 429, which the SPA's API client shows as this).
export const EDGE_RATE_LIMITED_MESSAGE =
  'Muitas requisições em pouco tempo a partir desta conexão. Aguarde um instante e tente novamente.';
export const EDGE_RATE_LIMITED_CODE = 'rate_limited';
