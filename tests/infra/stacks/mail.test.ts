// E-mail's wiring (issue 44 item 5): the sender's SES identity from the stack's settings, a configuration set
// whose suppression list takes bounces and complaints, and `ses:SendEmail` on those two only, for the routes
// that send mail and no other.
import { describe, expect, it } from 'vitest';
import { PROD_DOMAIN } from '../synth';
import { loadProduct } from './snapshot';
import { actionsOf, cfnText, resourcesOf, routeFunction, routeStatements } from './template';
import { prodTable as table } from './variants';

const prod = loadProduct('prod');

describe('e-mail through Amazon SES', () => {
  it('verifies the site’s domain as the sender, through a set that suppresses bounces and complaints', () => {
    // Act
    const identities = Object.values(resourcesOf(prod.statelessTemplate, 'AWS::SES::EmailIdentity'));
    const sets = Object.values(resourcesOf(prod.statelessTemplate, 'AWS::SES::ConfigurationSet'));

    // Assess
    expect(identities.map((identity) => identity.Properties?.EmailIdentity)).toEqual([PROD_DOMAIN]);
    expect(sets).toHaveLength(1);
    expect(sets[0]!.Properties?.SuppressionOptions).toEqual({
      SuppressedReasons: ['BOUNCE', 'COMPLAINT'],
    });
    expect(sets[0]!.Properties?.TrackingOptions).toBeUndefined();
  });

  it('lets only the routes that send mail call ses:SendEmail, on the identity and the set alone', () => {
    // Prepare
    const senders = table.filter((route) => route.uses.mail);

    for (const route of table) {
      // Act
      const sends = routeStatements(prod.statelessTemplate, route).filter((statement) =>
        actionsOf(statement).some((action) => action.startsWith('ses:')),
      );
      const env = (
        routeFunction(prod.statelessTemplate, route).props.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;

      // Assess
      if (!route.uses.mail) {
        expect(sends, `${route.method} ${route.path}`).toEqual([]);
        expect(env.MAIL_FROM).toBeUndefined();
        continue;
      }
      expect(sends).toHaveLength(1);
      expect(actionsOf(sends[0]!)).toEqual(['ses:SendEmail']);
      const resources = (sends[0]!.Resource as unknown[]).map(cfnText);
      expect(resources).toHaveLength(2);
      expect(resources[0]).toMatch(new RegExp(`:ses:sa-east-1:111111111111:identity/${PROD_DOMAIN}$`));
      expect(resources[1]).toMatch(/:ses:sa-east-1:111111111111:configuration-set\/<.+>$/);
      expect(env.MAIL_FROM).toBe(`nao-responda@${PROD_DOMAIN}`);
      expect(env.PUBLIC_SITE_URL).toBe(`https://${PROD_DOMAIN}`);
    }
    expect(senders.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/document-link-email', '/convite-create', '/convite-revoke']),
    );
  });
});
