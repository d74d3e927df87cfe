// The Cognito group whose members are admins: the user pool creates it, the server reads the role from an ID
// token's `cognito:groups`, and the page reads the same claim as a hint. One name, so they cannot drift apart.
export const ADMIN_GROUP = 'admin';
