// The local S3 server's one account (s3rver's built-in key pair): the S3 adapter signs with it when S3_ENDPOINT
// points at the local server, and the local server checks every signature against it. No AWS secret.
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
