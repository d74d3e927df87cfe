// The principal from verified claims: the pool's username for a Google sign-in is `cognito:username`
// (`Google_<Google's id>`), which AdminDeleteUser needs; the `sub` stays the owner key.
import { describe, expect, it } from 'vitest';
import { principalFromClaims } from './principal';

const SUB = '8f3b2c1a-0d4e-4f5a-9b6c-7d8e9f0a1b2c';

describe('principalFromClaims', () => {
  it('takes the username from cognito:username and the uid from sub', () => {
    // Act
    const principal = principalFromClaims({ sub: SUB, 'cognito:username': 'Google_109876543210' });

    // Assess
    expect(principal).toMatchObject({ uid: SUB, username: 'Google_109876543210', isAdmin: false });
  });

  it('falls back to the sub when the token names no username', () => {
    // Act
    const principal = principalFromClaims({ sub: SUB });

    // Assess
    expect(principal.username).toBe(SUB);
  });
});
