import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { authFailureText } from './auth.ts';

describe('authFailureText', () => {
  it("words better-auth's known failures in Chinese and keeps any other message", () => {
    expect(authFailureText(new ApiError(401, 'Invalid username or password', 'INVALID_USERNAME_OR_PASSWORD'))).toBe(
      '用户名或密码错误',
    );
    expect(authFailureText(new ApiError(400, 'Invalid password', 'INVALID_PASSWORD'))).toBe('当前密码不正确');
    // The lockout's message is the gateway's own Chinese text.
    expect(authFailureText(new ApiError(403, '账号已锁定', 'ACCOUNT_LOCKED'))).toBe('账号已锁定');
    expect(authFailureText(new Error('network'))).toBe('network');
  });
});
