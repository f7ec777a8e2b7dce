import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

describe('the PDF renderer', () => {
  it('says Chromium is missing (no browser launched) when CHROMIUM_PATH names no program', async () => {
    const { ChromiumMissing, renderPdf } = await import('./pdf-renderer.ts');
    const render = renderPdf('http://ost.localhost:3000/ld/questionAnswer?reportId=x', {
      executablePath: '/nonexistent/chromium',
      loopback: '127.0.0.1',
    });
    await expect(render).rejects.toBeInstanceOf(ChromiumMissing);
    await expect(render).rejects.toThrow('/nonexistent/chromium');
    // A failed start is not kept: the next call tries again (and fails the same way).
    await expect(
      renderPdf('http://ost.localhost:3000/', { executablePath: '/nonexistent/chromium', loopback: '127.0.0.1' }),
    ).rejects.toBeInstanceOf(ChromiumMissing);
  });
});
