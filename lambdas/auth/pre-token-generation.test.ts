// Admin rights only after MFA: the pre-token trigger keeps the admin group for pool users (password and TOTP) and
// removes it from federated (Google) users, whom Cognito's MFA does not cover.
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from './pre-token-generation';

function event(groups: string[], attributes: Record<string, string>): PreTokenGenerationTriggerEvent {
  return {
    version: '1',
    triggerSource: 'TokenGeneration_HostedAuth',
    region: 'sa-east-1',
    userPoolId: 'sa-east-1_Test',
    userName: 'someone',
    callerContext: { awsSdkVersion: '1', clientId: 'client' },
    request: {
      userAttributes: { sub: 'u-1', email: 'a@example.com', ...attributes },
      groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [], preferredRole: undefined },
    },
    response: { claimsOverrideDetails: {} },
  } as unknown as PreTokenGenerationTriggerEvent;
}

describe('pre-token-generation trigger', () => {
  it('removes the admin group from a Google user, keeping the others', async () => {
    // Act
    const out = await handler(
      event(['admin', 'sa-east-1_Test_Google'], {
        'cognito:user_status': 'EXTERNAL_PROVIDER',
        identities: '[{"providerName":"Google"}]',
      }),
    );

    // Assess
    expect(out.response.claimsOverrideDetails?.groupOverrideDetails?.groupsToOverride).toEqual([
      'sa-east-1_Test_Google',
    ]);
  });

  it('keeps the admin group of a pool user, whose sign-in required TOTP', async () => {
    // Act
    const out = await handler(event(['admin'], { 'cognito:user_status': 'CONFIRMED' }));

    // Assess
    expect(out.response.claimsOverrideDetails?.groupOverrideDetails).toBeUndefined();
  });
});
