// The smoke's sign-in to a deployed stage: AdminInitiateAuth (ADMIN_USER_PASSWORD_AUTH) with the operator's AWS
// credentials, so no password flow is open to the public; then the TOTP the pool requires of every password user,
// enrolling it on the first run (MFA_SETUP) and handing the new secret back to be kept.
import {
  AdminInitiateAuthCommand,
  type AdminInitiateAuthCommandOutput,
  AdminRespondToAuthChallengeCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { totpCode } from './totp';

export interface CognitoSignInInput {
  region: string;
  userPoolId: string;
  clientId: string;
  username: string;
  password: string;
  /** Base32 TOTP secret of the user; absent before its first sign-in (the enrolment then makes one). */
  totpSecret?: string;
  /** Tests only: a stand-in of Cognito's API, with its credentials. Otherwise the SDK's default chain and endpoint. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  now?: () => number;
}

export interface CognitoSignInResult {
  idToken: string;
  /** Set when this sign-in enrolled the user's TOTP: the secret to keep as SMOKE_TOTP_SECRET. */
  enrolledTotpSecret?: string;
}

type Challenge = Pick<AdminInitiateAuthCommandOutput, 'ChallengeName' | 'ChallengeParameters' | 'Session'> & {
  AuthenticationResult?: { IdToken?: string };
};

const MAX_CHALLENGES = 4;

export async function cognitoSignIn(input: CognitoSignInInput): Promise<CognitoSignInResult> {
  const now = input.now ?? Date.now;
  const client = new CognitoIdentityProviderClient({
    region: input.region,
    retryMode: 'standard',
    ...(input.endpoint ? { endpoint: input.endpoint } : {}),
    ...(input.credentials ? { credentials: input.credentials } : {}),
  });
  try {
    let enrolledTotpSecret: string | undefined;
    let step: Challenge = await client.send(
      new AdminInitiateAuthCommand({
        UserPoolId: input.userPoolId,
        ClientId: input.clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: input.username, PASSWORD: input.password },
      }),
    );
    for (let round = 0; round < MAX_CHALLENGES; round++) {
      const idToken = step.AuthenticationResult?.IdToken;
      if (idToken) return { idToken, ...(enrolledTotpSecret ? { enrolledTotpSecret } : {}) };
      // Cognito names the user by its internal id in challenges; answering with it works for every alias.
      const username = step.ChallengeParameters?.USER_ID_FOR_SRP ?? input.username;
      const respond = (
        ChallengeName: 'SOFTWARE_TOKEN_MFA' | 'MFA_SETUP',
        Session: string | undefined,
        extra: Record<string, string> = {},
      ) =>
        client.send(
          new AdminRespondToAuthChallengeCommand({
            UserPoolId: input.userPoolId,
            ClientId: input.clientId,
            ChallengeName,
            Session,
            ChallengeResponses: { USERNAME: username, ...extra },
          }),
        );
      switch (step.ChallengeName) {
        case 'SOFTWARE_TOKEN_MFA': {
          const secret = enrolledTotpSecret ?? input.totpSecret;
          if (!secret)
            throw new Error(
              'the user has TOTP enrolled: set SMOKE_TOTP_SECRET to the secret printed when it was enrolled',
            );
          step = await respond('SOFTWARE_TOKEN_MFA', step.Session, {
            SOFTWARE_TOKEN_MFA_CODE: totpCode(secret, now()),
          });
          break;
        }
        case 'MFA_SETUP': {
          const associated = await client.send(new AssociateSoftwareTokenCommand({ Session: step.Session }));
          if (!associated.SecretCode) throw new Error('Cognito gave no TOTP secret to enrol');
          const verified = await client.send(
            new VerifySoftwareTokenCommand({
              Session: associated.Session,
              UserCode: totpCode(associated.SecretCode, now()),
              FriendlyDeviceName: 'smoke',
            }),
          );
          if (verified.Status !== 'SUCCESS') throw new Error('Cognito refused the new TOTP code');
          enrolledTotpSecret = associated.SecretCode;
          step = await respond('MFA_SETUP', verified.Session);
          break;
        }
        case 'NEW_PASSWORD_REQUIRED':
          throw new Error(
            'the user still has a temporary password: set a permanent one with `aws cognito-idp admin-set-user-password --permanent`',
          );
        default:
          throw new Error(`Cognito asked for a challenge the smoke does not answer: ${step.ChallengeName}`);
      }
    }
    throw new Error('Cognito kept asking for challenges');
  } finally {
    client.destroy();
  }
}
