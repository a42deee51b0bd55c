import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogSalesService } from '../catalog/catalog-sales.service.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import { createCartRepository } from './cart.repository.ts';
import { createCartService } from './cart.service.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createCouponsRepository } from './coupons.repository.ts';
import { createCouponsService } from './coupons.service.ts';
import { createFulfilmentService } from './fulfilment.service.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createOrdersService } from './orders.service.ts';
import { createPaymentEventsService } from './payment-events.service.ts';

/** The shop's services, in dependency order; the app's composition root (services.ts) calls this once. */
export function createCommerceServices(
  deps: AppDeps,
  logger: FastifyBaseLogger,
  shared: { membership: MembershipService; sales: CatalogSalesService; audit: AuditService; limits: RateLimiter },
) {
  const secretKey = deps.config.secretKey;
  if (!secretKey) throw new Error('Commerce needs SECRET_KEY to sign download links.');
  const { db, dialect, config } = deps;
  const { clock, payments, jobs, storage } = deps.platform;
  const { membership, sales, audit, limits } = shared;
  const coupons = createCouponsService({ db, repository: createCouponsRepository(db), clock, limits, audit });
  const cart = createCartService({ cart: createCartRepository(db), orders: createOrdersRepository(db), sales, coupons, clock });
  const fulfilment = createFulfilmentService({ db, dialect, clock, membership, logger });
  return {
    coupons,
    cart,
    fulfilment,
    checkout: createCheckoutService({ db, config, clock, payments, jobs, limits, membership, cart, coupons, fulfilment, logger }),
    paymentEvents: createPaymentEventsService({ db, config, clock, payments, jobs, fulfilment, logger }),
    orders: createOrdersService({ db, config, clock, storage, payments, sales, fulfilment, audit, secretKey, logger }),
  };
}
export type CommerceServices = ReturnType<typeof createCommerceServices>;
