// Where the anonymous creator of a document sends its access key (never in a URL). A module of its own, free of
// zod: the SPA's entry (its API client) reads it, and the schemas stay out of the home page's first load.
export const ACCESS_KEY_HEADER = 'x-document-key';
