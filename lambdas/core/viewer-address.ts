// The header in which CloudFront hands the viewer's IP to the API: set by the `/backend/api/*` behaviour's
// viewer-request function (infra/site.ts), read into each request's log line (core/handler.ts).
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';
