import { describe, expect, it } from 'vitest';
import { IMAGE_RETRIES, retrySrc } from './lazy-image.tsx';

describe('retrySrc', () => {
  it('keeps the first address and busts the cache on retries', () => {
    expect(retrySrc('/campaign/a.svg', 0)).toBe('/campaign/a.svg');
    expect(retrySrc('/campaign/a.svg', 1)).toBe('/campaign/a.svg?retry=1');
    expect(retrySrc('/campaign/a.svg?v=3', 2)).toBe('/campaign/a.svg?v=3&retry=2');
    expect(retrySrc('https://cdn.example.com/a.png#x', 1)).toBe('https://cdn.example.com/a.png?retry=1#x');
  });

  it('retries twice (spec section 9)', () => {
    expect(IMAGE_RETRIES).toBe(2);
  });
});
