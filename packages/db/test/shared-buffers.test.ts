import { describe, expect, it } from 'vitest';
import { sharedBuffersMb } from '../src/embedded.ts';

const GB = 1024 ** 3;

describe("the embedded server's shared_buffers", () => {
  it('is an eighth of the memory, between 128 MB and 2 GB, within a container limit', () => {
    expect(sharedBuffersMb(24 * GB, 0)).toBe(2048);
    expect(sharedBuffersMb(8 * GB, 0)).toBe(1024);
    expect(sharedBuffersMb(8 * GB, 4 * GB)).toBe(512);
    expect(sharedBuffersMb(1 * GB, 0)).toBe(128);
    expect(sharedBuffersMb(64 * GB, 512 * 1024 ** 2)).toBe(128);
  });
});
