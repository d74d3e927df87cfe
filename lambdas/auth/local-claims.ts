// The constants shared by the local sign-in issuer (which signs) and the local verifier (which checks): the
// issuer and audience a local ID token carries, in place of Cognito's user-pool URL and app client id.

export const LOCAL_ISSUER = 'http://localhost/local-issuer';
export const LOCAL_AUDIENCE = 'local-spa';
/**
 * Never fetched: the verifier is handed the keys up front (LOCAL_JWKS) and verifies synchronously. A plain
 * literal, not built from LOCAL_ISSUER, so that an AWS bundle, which never uses it, leaves it out.
 */
export const LOCAL_JWKS_URI = 'http://localhost/local-issuer/.well-known/jwks.json';
