import sharp from 'sharp';
import type { App } from '../src/app.ts';

/** A real PNG picture of `width`x`height` in one colour. */
export function makePicture(width: number, height: number, color = '#cc3366'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** POST staff/images as multipart: the picture and its purpose; answers the reply. */
export async function uploadContentImage(app: App, headers: Record<string, string>, purpose: string, picture: Buffer, contentType = 'image/png') {
  const boundary = `----indiwave${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="picture.png"\r\nContent-Type: ${contentType}\r\n\r\n`),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({ method: 'POST', url: '/api/staff/images', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
}
