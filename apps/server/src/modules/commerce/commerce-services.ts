import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { getCatalogServices } from '../catalog/catalog-services.ts';
import { getMembershipService } from '../membership/membership-services.ts';
import { createCartRepository } from './cart.repository.ts';
import { createCartService } from './cart.service.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createCouponsRepository } from './coupons.repository.ts';
import { createCouponsService } from './coupons.service.ts';
import { createFulfilmentService } from './fulfilment.service.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createOrdersService } from './orders.service.ts';
import { createPaymentEventsService } from './payment-events.service.ts';

function buildServices(deps: AppDeps, logger: FastifyBaseLogger) {
  const secretKey = deps.config.secretKey;
  if (!secretKey) throw new Error('Commerce needs SECRET_KEY to sign download links.');
  const { db, dialect, config } = deps;
  const { clock, payments, jobs, storage } = deps.platform;
  const membership = getMembershipService(deps);
  const sales = getCatalogServices(deps, logger).sales;
  const limits = createRateLimiter(db, clock, config.rateLimitFactor);
  const audit = createAuditService({ db, now: () => clock.now() });
  const coupons = createCouponsService({ db, repository: createCouponsRepository(db), clock, limits, audit });
  const cart = createCartService({ cart: createCartRepository(db), orders: createOrdersRepository(db), sales, coupons, clock });
  const fulfilment = createFulfilmentService({ db, dialect, clock, membership, logger });
  return {
    membership,
    coupons,
    cart,
    fulfilment,
    checkout: createCheckoutService({ db, config, clock, payments, jobs, limits, membership, cart, coupons, fulfilment, logger }),
    paymentEvents: createPaymentEventsService({ db, config, clock, payments, jobs, fulfilment, logger }),
    orders: createOrdersService({ db, config, clock, storage, payments, sales, fulfilment, audit, secretKey, logger }),
    audit,
  };
}
export type CommerceServices = ReturnType<typeof buildServices>;

const servicesByApp = new WeakMap<AppDeps, CommerceServices>();

/** The shop's services of one app: built once and shared by its route modules (and tests). */
export function getCommerceServices(deps: AppDeps, logger: FastifyBaseLogger): CommerceServices {
  let services = servicesByApp.get(deps);
  if (!services) {
    services = buildServices(deps, logger);
    servicesByApp.set(deps, services);
  }
  return services;
}
