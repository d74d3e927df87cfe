// Cognito's pre-token-generation trigger: admin rights only for sign-ins that passed MFA. The user pool requires
// TOTP of every user who signs in with a password (its own users, the admins); people who sign in with Google are
// federated, and Cognito applies no MFA to them. So the `admin` group is kept in the token of a pool user only,
// and removed from a federated user's token: adding a Google account to the group gives it no admin rights.

import { ADMIN_GROUP } from '@shared/admin-group';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';

/** A user who signed in through an identity provider (Google) rather than with the pool's password and TOTP. */
export function isFederated(attributes: Record<string, string | undefined>): boolean {
  return attributes['cognito:user_status'] === 'EXTERNAL_PROVIDER' || Boolean(attributes.identities);
}

export async function handler(
  event: PreTokenGenerationTriggerEvent,
): Promise<PreTokenGenerationTriggerEvent> {
  const groups = event.request.groupConfiguration?.groupsToOverride ?? [];
  if (groups.includes(ADMIN_GROUP) && isFederated(event.request.userAttributes)) {
    event.response.claimsOverrideDetails = {
      groupOverrideDetails: {
        ...event.request.groupConfiguration,
        groupsToOverride: groups.filter((group) => group !== ADMIN_GROUP),
      },
    };
  }
  return event;
}
