import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { ClockPort } from '../clock/clock.port.ts';
import type { PaymentGateway, PaymentsPort } from './payments.port.ts';
import { createRazorpayGateway } from './razorpay-gateway.adapter.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.adapter.ts';
import { createSandboxGatewayRepository } from './sandbox-gateway.repository.ts';

/** The payments port, with the sandbox reachable for its own pages when it is in use. */
export type Payments = PaymentsPort & { sandbox: SandboxGateway | null };

/** The path every gateway's webhooks are posted to: /api/payments/webhook/{gateway}. */
export function toWebhookPath(gateway: string): string {
  return `/api/payments/webhook/${gateway}`;
}

/**
 * The gateways of the configuration (PAYMENT_GATEWAY for buyers in India, PAYMENT_GATEWAY_INTERNATIONAL
 * for the others): the sandbox, Razorpay with its keys, or none (production without keys).
 */
export function createPaymentsPort(config: Config, db: Database, clock: ClockPort, logger: Logger, options: { postWebhook?: (url: string, body: string, headers: Record<string, string>) => Promise<void> } = {}): Payments {
  const isUsed = (name: string) => config.payments.domestic === name || config.payments.international === name;
  const sandbox =
    isUsed('sandbox') && config.secretKey
      ? createSandboxGateway({ repository: createSandboxGatewayRepository(db), clock, secretKey: config.secretKey, webhookUrl: `${config.publicUrl}${toWebhookPath('sandbox')}`, logger, post: options.postWebhook })
      : null;
  const razorpay = config.payments.razorpay ? createRazorpayGateway({ ...config.payments.razorpay, merchantName: config.brand.name }) : null;
  const byName = (name: string | null): PaymentGateway | null => (name === 'sandbox' ? sandbox : name === 'razorpay' ? razorpay : null);
  return {
    sandbox,
    forBuyer: (isFromIndia) => byName(isFromIndia ? config.payments.domestic : config.payments.international),
    byName,
  };
}
