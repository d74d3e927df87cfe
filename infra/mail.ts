// E-mail in AWS (issue 44 item 5): the Amazon SES identity of the sender's domain (DKIM signed; the operator adds
// the three DKIM CNAME records SES shows to the domain's DNS, docs/deploy.md) and a configuration set whose
// suppression list takes both bounces and complaints: SES refuses to write again to an address that bounced or
// complained, account-wide, so the product keeps no list of its own. Routes that send mail (`uses.mail`) get
// `ses:SendEmail` on these two resources only.
import { Arn, CfnOutput, Stack } from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { MailResources } from './route-function';

export interface MailProps {
  /** The sender's domain (`mailFromDomain`). */
  domain: string;
}

export class Mail extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly resources: MailResources;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      // Only what SES's own metrics need; no open or click tracking (it would rewrite the access links).
      reputationMetrics: true,
    });
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: ses.Identity.domain(props.domain),
      configurationSet: this.configurationSet,
    });
    const stack = Stack.of(this);
    this.resources = {
      from: `nao-responda@${props.domain}`,
      identityArn: Arn.format({ service: 'ses', resource: 'identity', resourceName: props.domain }, stack),
      configurationSetName: this.configurationSet.configurationSetName,
      configurationSetArn: Arn.format(
        {
          service: 'ses',
          resource: 'configuration-set',
          resourceName: this.configurationSet.configurationSetName,
        },
        stack,
      ),
    };
    new CfnOutput(stack, 'MailFromDomain', {
      value: props.domain,
      description: 'SES identity of the sender: add its DKIM CNAME records (SES console) to the DNS',
    });
  }
}
