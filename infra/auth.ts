// Sign-in in AWS: a Cognito user pool federated with Google, its hosted UI, the SPA's app client (authorization
// code + PKCE) and the `admin` group whose claim is the only source of admin rights.
import path from 'node:path';
import {
  aws_cognito as cognito,
  Duration,
  aws_iam as iam,
  aws_lambda as lambda,
  aws_logs as logs,
  aws_lambda_nodejs as nodejs,
  RemovalPolicy,
  SecretValue,
  Stack,
} from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { ADMIN_GROUP } from '../shared/admin-group';
import type { InfraConfig } from './config';
import { lambdasDir, nodejsBundling, repoRoot } from './lambda-bundling';
import { suppress } from './nag';

/**
 * ID and access tokens live this long: a token, once issued, is accepted until it expires (revoking a session or
 * removing someone from the admin group takes effect at the latest then); aws-amplify renews them silently.
 */
export const TOKEN_VALIDITY = Duration.minutes(15);

/** Host name of the Cognito hosted UI for a domain prefix. */
export function hostedUiDomain(prefix: string, region: string): string {
  return `${prefix}.auth.${region}.amazoncognito.com`;
}

export interface AuthProps {
  config: InfraConfig;
  logRetention: logs.RetentionDays;
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

    // Admin rights only after MFA: the trigger drops the admin group from federated (Google) sign-ins.
    const preTokenLogs = new logs.LogGroup(this, 'PreTokenLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const preTokenRole = new iam.Role(this, 'PreTokenRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Cognito pre-token-generation trigger: logs and traces only',
    });
    preTokenLogs.grantWrite(preTokenRole);
    const preToken = new nodejs.NodejsFunction(this, 'PreToken', {
      description: 'Cognito pre-token-generation: the admin group only for MFA sign-ins',
      entry: path.join(lambdasDir, 'auth/pre-token-generation.ts'),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}/package-lock.json`,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 128,
      timeout: Duration.seconds(5),
      bundling: nodejsBundling(),
      tracing: lambda.Tracing.ACTIVE,
      role: preTokenRole,
      logGroup: preTokenLogs,
    });
    suppress(
      preToken,
      'AwsSolutions-L1',
      'Node.js 22 is the chosen LTS runtime, as for every route function.',
    );
    suppress(
      preTokenRole,
      'AwsSolutions-IAM5',
      "X-Ray's PutTraceSegments and PutTelemetryRecords accept no resource but *.",
      ['Resource::*'],
    );

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
      // Every user who signs in with the pool's password (admins; nobody else has one) enrols and uses TOTP; the
      // hosted UI asks for it. Google sign-ins are federated: Cognito leaves their authentication to Google.
      mfa: cognito.Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      lambdaTriggers: { preTokenGeneration: preToken },
      accountRecovery: cognito.AccountRecovery.NONE,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    suppress(
      this.userPool,
      'AwsSolutions-COG8',
      "The Plus feature plan (threat protection) adds per-user cost; the only Cognito passwords are the few admins', and they need TOTP too.",
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
      // ADMIN_USER_PASSWORD_AUTH for the smoke test (`npm run smoke`, docs/deploy.md): only callers with the IAM
      // right cognito-idp:AdminInitiateAuth can use it, so no password flow is opened to the public, and the pool
      // still asks for TOTP. USER_SRP_AUTH is Cognito's default for a client without explicit flows, kept as it was.
      authFlows: { adminUserPassword: true, userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: this.callbackUrls,
        logoutUrls: this.logoutUrls,
      },
      // Google for everyone; the pool's own sign-in (password and TOTP) for admins.
      supportedIdentityProviders: [
        cognito.UserPoolClientIdentityProvider.GOOGLE,
        cognito.UserPoolClientIdentityProvider.COGNITO,
      ],
      preventUserExistenceErrors: true,
      idTokenValidity: TOKEN_VALIDITY,
      accessTokenValidity: TOKEN_VALIDITY,
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
    });
    this.client.node.addDependency(google);

    new cognito.CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description:
        'Administrators (pool users with TOTP; the group is ignored for Google sign-ins): generate PDFs without paying, unlock blocked documents.',
    });
  }
}
