// Sign-in in AWS: a Cognito user pool federated with Google, its hosted UI, the SPA's app client (authorization
// code + PKCE) and the `admin` group whose claim is the only source of admin rights.
import { aws_cognito as cognito, Duration, RemovalPolicy, SecretValue, Stack } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import type { InfraConfig } from './config';
import { suppress } from './nag';

export const ADMIN_GROUP = 'admin';

/** Host name of the Cognito hosted UI for a domain prefix. */
export function hostedUiDomain(prefix: string, region: string): string {
  return `${prefix}.auth.${region}.amazoncognito.com`;
}

export interface AuthProps {
  config: InfraConfig;
  /** Origin of the site (`https://host`), used for the default callback and sign-out URLs. */
  siteOrigin: string;
}

export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  /** Host name of the hosted UI, e.g. `prefix.auth.sa-east-1.amazoncognito.com`. */
  readonly hostedUiDomain: string;
  readonly callbackUrls: string[];
  readonly logoutUrls: string[];

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { config, siteOrigin } = props;

    // The pool's `sub` is the uid that owns every stored document: losing the pool would orphan them all.
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `documentos-prontos-${config.stage}`,
      // People arrive only through Google; the native SignUp API stays closed.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
        profilePicture: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
      },
      accountRecovery: cognito.AccountRecovery.NONE,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    suppress(
      this.userPool,
      'AwsSolutions-COG2',
      'Users sign in only through Google federation; MFA is enforced by their Google account, not by Cognito.',
    );
    suppress(
      this.userPool,
      'AwsSolutions-COG8',
      'The Plus feature plan (threat protection) adds per-user cost; with Google-only federation there are no Cognito passwords to protect.',
    );

    const google = new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: config.googleClientId,
      // Resolved by CloudFormation at deploy time: the secret never appears in the template or in code.
      clientSecretValue: SecretValue.secretsManager(config.googleClientSecretName),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: cognito.ProviderAttribute.GOOGLE_EMAIL,
        emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        fullname: cognito.ProviderAttribute.GOOGLE_NAME,
        profilePicture: cognito.ProviderAttribute.GOOGLE_PICTURE,
      },
    });

    this.userPool.addDomain('HostedUi', { cognitoDomain: { domainPrefix: config.authDomainPrefix } });
    this.hostedUiDomain = hostedUiDomain(config.authDomainPrefix, Stack.of(this).region);

    this.callbackUrls = config.callbackUrls.length > 0 ? config.callbackUrls : [`${siteOrigin}/`];
    this.logoutUrls = config.logoutUrls.length > 0 ? config.logoutUrls : [`${siteOrigin}/`];

    this.client = this.userPool.addClient('SpaClient', {
      userPoolClientName: 'spa',
      // A browser cannot keep a secret: public client, authorization code with PKCE (aws-amplify does PKCE).
      generateSecret: false,
      authFlows: {},
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: this.callbackUrls,
        logoutUrls: this.logoutUrls,
      },
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.GOOGLE],
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
    });
    this.client.node.addDependency(google);

    new cognito.CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Administrators: generate PDFs without paying, unlock blocked documents.',
    });
  }
}
