import type { FastifyInstance, FastifyReply } from 'fastify';
import { CURRENCIES, type Currency } from '@indiwave/domain/constants';
import { formatMoney } from '@indiwave/domain/rules/money';
import { escapeHtml } from './checkout-form.ts';
import { SANDBOX_CHECKOUT_PATH, type SandboxGateway } from './sandbox-gateway.adapter.ts';

const PAY_PATH = '/api/sandbox_gateway/pay';
const RETURN_SCRIPT_PATH = '/api/sandbox_gateway/return.js';

/** The gateway's own small page: plain HTML, no app, clearly marked as test mode. */
function sendPage(reply: FastifyReply, status: number, title: string, body: string, script?: string): FastifyReply {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    (script ? `<script src="${script}" defer></script>` : '') +
    `</head><body style="font-family:system-ui,sans-serif;max-width:30rem;margin:0 auto;padding:1rem;line-height:1.5;color:#111;background:#fff">` +
    `<p role="note" style="background:#fde047;color:#111;font-weight:700;padding:.5rem .75rem;border-radius:.5rem;text-align:center">TEST MODE: sandbox payment gateway. No money moves.</p>` +
    `<main><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

const BUTTON = 'font-size:1rem;padding:.6rem 1.5rem;border-radius:.5rem;border:0;cursor:pointer;font-weight:600';

/** The callback lives on this same server: post to its path, whatever host the buyer reached us by. */
function toLocalPath(url: string): string {
  const parsed = new URL(url, 'http://local');
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The sandbox gateway's checkout (issue 17): GET shows the order with Pay and Fail; POST records
 * the outcome, posts the signed webhook, and sends the buyer back to the merchant's callback with
 * Razorpay's fields (a small same-origin script submits the form; without scripts, a button).
 */
export async function sandboxGatewayRoutes(app: FastifyInstance, options: { sandbox: SandboxGateway; merchantName: string }): Promise<void> {
  const { sandbox } = options;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const order = await sandbox.findCheckout(request.params.id);
    if (!order || !order.callback_url) return sendPage(reply, 404, 'Payment not found', '<p>This payment link is not valid.</p>');
    const currency: Currency = (CURRENCIES as readonly string[]).includes(order.currency) ? (order.currency as Currency) : 'INR';
    const action = `${PAY_PATH}/${encodeURIComponent(order.id)}`;
    if (order.status === 'paid') return sendPage(reply, 200, 'Already paid', `<p>This order was paid.</p><p><a href="${escapeHtml(toLocalPath(order.cancel_url ?? '/'))}">Back to ${escapeHtml(options.merchantName)}</a></p>`);
    return sendPage(
      reply,
      200,
      `Pay ${options.merchantName}`,
      `<dl style="display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem"><dt>For</dt><dd style="margin:0">${escapeHtml(order.description)}</dd>` +
        `<dt>Amount</dt><dd style="margin:0;font-size:1.25rem;font-weight:700" data-amount="${order.amount}">${escapeHtml(formatMoney(order.amount, currency))}</dd>` +
        (order.prefill_email ? `<dt>Paying as</dt><dd style="margin:0">${escapeHtml(order.prefill_email)}</dd>` : '') +
        `<dt>Order</dt><dd style="margin:0"><code>${escapeHtml(order.id)}</code></dd></dl>` +
        `<p>Choose what the bank answers:</p><div style="display:flex;gap:.75rem;flex-wrap:wrap">` +
        `<form method="post" action="${action}"><input type="hidden" name="outcome" value="success"><button type="submit" style="${BUTTON};background:#15803d;color:#fff">Pay</button></form>` +
        `<form method="post" action="${action}"><input type="hidden" name="outcome" value="failure"><button type="submit" style="${BUTTON};background:#b91c1c;color:#fff">Fail</button></form></div>` +
        `<p><a href="${escapeHtml(toLocalPath(order.cancel_url ?? '/'))}">Cancel and go back</a></p>`,
    );
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(`${PAY_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const outcome = request.body?.outcome === 'success' ? 'success' : 'failure';
    const result = await sandbox.completePayment(request.params.id, outcome);
    if (!result) return sendPage(reply, 404, 'Payment not found', '<p>This payment link is not valid.</p>');
    const inputs = Object.entries(result.fields)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    return sendPage(
      reply,
      200,
      outcome === 'success' ? 'Payment successful' : 'Payment failed',
      `<p>Returning to ${escapeHtml(options.merchantName)}…</p><form id="sandbox-return" method="post" action="${escapeHtml(toLocalPath(result.callbackUrl))}">${inputs}<button type="submit" style="${BUTTON};background:#1d4ed8;color:#fff">Return to ${escapeHtml(options.merchantName)}</button></form>`,
      RETURN_SCRIPT_PATH,
    );
  });

  app.get(RETURN_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send("document.getElementById('sandbox-return')?.submit();\n"),
  );
}
