// Sign-in: the HTTP API's JWT authorizer on this Cognito pool and client, Google federation, TOTP and the admin
// group, short-lived tokens.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { loadProduct } from './snapshot';
import { resourcesOf } from './template';

const prod = loadProduct('prod');
const dev = loadProduct('dev');

describe('JWT authorizer', () => {
  it('verifies JWTs from this Cognito pool for this app client', () => {
    // Assess
    prod.statelessTemplate.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
    });
    const authorizer = Object.values(
      resourcesOf(prod.statelessTemplate, 'AWS::ApiGatewayV2::Authorizer'),
    )[0]!;
    expect(JSON.stringify(authorizer.Properties?.JwtConfiguration)).toMatch(
      /AuthUserPoolSpaClient.*cognito-idp/s,
    );
  });
});

describe('Cognito', () => {
  it('federates Google with e-mail, name and picture, its secret resolved from Secrets Manager at deploy', () => {
    // Assess
    dev.statelessTemplate.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      AttributeMapping: Match.objectLike({ email: 'email', name: 'name', picture: 'picture' }),
      ProviderDetails: Match.objectLike({
        client_id: 'placeholder-client-id.apps.googleusercontent.com',
        client_secret:
          '{{resolve:secretsmanager:documentos-prontos/dev/google-client-secret:SecretString:::}}',
        authorize_scopes: 'openid email profile',
      }),
    });
  });

  it('gives the SPA a public client with the code flow, Google and the pool (admins), short-lived tokens', () => {
    // Prepare
    const clients = Object.values(resourcesOf(dev.statelessTemplate, 'AWS::Cognito::UserPoolClient'));

    // Assess
    expect(clients).toHaveLength(1);
    expect(clients[0]!.Properties).toMatchObject({
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: expect.arrayContaining(['openid', 'email', 'profile']),
      SupportedIdentityProviders: ['Google', 'COGNITO'],
      // 15 minutes: a token is accepted until it expires, so removing an admin takes effect within that.
      IdTokenValidity: 15,
      AccessTokenValidity: 15,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes' },
      // The smoke test signs in with AdminInitiateAuth (IAM credentials); no public password flow.
      ExplicitAuthFlows: [
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
    });
    expect(JSON.stringify(clients[0]!.Properties!.CallbackURLs)).toContain('DomainName');
  });

  it('requires TOTP of every pool (password) user, and admin rights only come with it', () => {
    // Prepare
    const pool = Object.values(resourcesOf(dev.statelessTemplate, 'AWS::Cognito::UserPool'))[0]!;
    const triggerId = JSON.stringify(pool.Properties!.LambdaConfig).match(/"Fn::GetAtt":\["([^"]+)"/)![1]!;
    const trigger = resourcesOf(dev.statelessTemplate, 'AWS::Lambda::Function')[triggerId]!;

    // Assess
    expect(pool.Properties).toMatchObject({ MfaConfiguration: 'ON', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
    expect(JSON.stringify(pool.Properties!.LambdaConfig)).toContain('PreTokenGeneration');
    expect(trigger.Properties).toMatchObject({ TracingConfig: { Mode: 'Active' } });
    const suppressed = JSON.stringify(pool.Metadata ?? {});
    expect(suppressed).not.toContain('AwsSolutions-COG2');
  });

  it('has the admin group, the hosted-UI domain and a retained pool without native sign-up', () => {
    // Assess
    dev.statelessTemplate.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    dev.statelessTemplate.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: 'documentos-prontos-dev',
    });
    dev.statelessTemplate.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        DeletionProtection: 'ACTIVE',
      }),
    });
  });
});
