// How many documents one `POST document-claim` may claim. A module of its own, free of zod: the SPA's entry (the
// claim at sign-in) reads it, and the schemas stay out of the home page's first load.
/** At most this many documents per call: more than a browser keeps, small enough for one Lambda. */
export const MAX_CLAIMS_PER_CALL = 50;
