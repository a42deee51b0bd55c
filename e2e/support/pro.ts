import { expect, type APIRequestContext } from '@playwright/test';

/** The hidden fields of the sandbox gateway's return form. */
function readReturnFields(html: string): Record<string, string> {
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [decode(match[1]), decode(match[2])]));
}

/**
 * Buys a year of Pro for an artist through the sandbox gateway over HTTP, the way a browser does
 * it (checkout, the gateway's Pay, the return to our callback), for journeys that need a Pro
 * artist but are not about buying Pro.
 */
export async function buyProThroughSandbox(request: APIRequestContext, token: string): Promise<void> {
  const payment = await request.post('/api/subscription/payment', { headers: { authorization: token }, data: {} });
  expect(payment.status(), await payment.text()).toBe(200);
  const { url } = (await payment.json()) as { url: string };
  const gatewayOrderId = decodeURIComponent(url.split('/').pop() ?? '');
  const pressed = await request.post(`/api/sandbox_gateway/pay/${encodeURIComponent(gatewayOrderId)}`, { form: { outcome: 'success' } });
  expect(pressed.status()).toBe(200);
  const callback = await request.post('/api/payments/callback', { form: readReturnFields(await pressed.text()), maxRedirects: 0 });
  expect(callback.status()).toBe(303);
  const pro = (await (await request.get('/api/check_pro', { headers: { authorization: token } })).json()) as { pro: number };
  expect(pro.pro).toBe(1);
}
