import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  chunkFailureAction,
  isChunkLoadError,
  shouldReloadForChunkError,
} from './chunk-reload.ts';

const NOW = 1_800_000_000_000;

describe('the chunk-reload guard', () => {
  it('reloads when the page has not reloaded for a chunk yet', () => {
    expect(shouldReloadForChunkError(null, NOW)).toBe(true);
  });

  it('does not reload again within a minute', () => {
    expect(shouldReloadForChunkError(String(NOW - 1_000), NOW)).toBe(false);
    expect(shouldReloadForChunkError(String(NOW - CHUNK_RELOAD_GUARD_MS + 1), NOW)).toBe(false);
  });

  it('reloads again once a minute has passed', () => {
    expect(shouldReloadForChunkError(String(NOW - CHUNK_RELOAD_GUARD_MS), NOW)).toBe(true);
  });

  it('treats an unreadable or future time as no reload', () => {
    expect(shouldReloadForChunkError('garbage', NOW)).toBe(true);
    expect(shouldReloadForChunkError(String(NOW + 10_000), NOW)).toBe(true);
  });
});

describe('chunkFailureAction', () => {
  it('reloads when online and the guard allows it', () => {
    expect(chunkFailureAction(null, NOW, true)).toBe('reload');
  });

  it('waits for the network instead of reloading offline', () => {
    expect(chunkFailureAction(null, NOW, false)).toBe('wait-online');
  });

  it('does nothing while the guard holds, online or not', () => {
    expect(chunkFailureAction(String(NOW - 5_000), NOW, true)).toBe('none');
    expect(chunkFailureAction(String(NOW - 5_000), NOW, false)).toBe('none');
  });
});

describe('isChunkLoadError', () => {
  it('recognises the chunk failures of Turbopack, webpack and the browsers', () => {
    const turbopack = Object.assign(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 1'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(turbopack)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-page failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ message: 'ChunkLoadError' })).toBe(false);
  });
});
