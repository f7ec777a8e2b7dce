import { describe, expect, it } from 'vitest';
import { qrSvgOf } from './qr-code.tsx';

describe('QR codes', () => {
  it('draws a text once per process and keeps other texts apart', async () => {
    const first = qrSvgOf('https://u.wechat.com/example-a');
    expect(qrSvgOf('https://u.wechat.com/example-a')).toBe(first);
    const svg = await first;
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    const other = await qrSvgOf('https://u.wechat.com/example-b');
    expect(other).not.toBe(svg);
    // Beyond the bound the oldest is drawn again, the same.
    for (let i = 0; i < 70; i++) await qrSvgOf(`text ${i}`);
    const again = qrSvgOf('https://u.wechat.com/example-a');
    expect(again).not.toBe(first);
    expect(await again).toBe(svg);
  });
});
