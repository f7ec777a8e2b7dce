import { ApiError } from '@site/contracts/client';
import { describe, expect, it, vi } from 'vitest';
import { saveWithLoginRetry } from './save-report.ts';

const unauthorized = () => new ApiError('unauthorized', 401, 401, '/vat/mcSurveyReport/save');

describe('the questionnaire save', () => {
  it('answers with the report id when the first try succeeds, keeping the login', async () => {
    const clear = vi.fn();
    await expect(saveWithLoginRetry(async () => 'r-1', clear)).resolves.toBe('r-1');
    expect(clear).not.toHaveBeenCalled();
  });

  it('clears the login cookie on HTTP 401 and tries exactly once more', async () => {
    const order: string[] = [];
    const save = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(async () => {
        order.push('save');
        throw unauthorized();
      })
      .mockImplementationOnce(async () => {
        order.push('save');
        return 'r-2';
      });
    await expect(saveWithLoginRetry(save, () => order.push('clear'))).resolves.toBe('r-2');
    expect(order).toEqual(['save', 'clear', 'save']);
  });

  it('gives up after the one retry', async () => {
    const save = vi.fn(async () => {
      throw unauthorized();
    });
    await expect(saveWithLoginRetry(save, () => undefined)).rejects.toBeInstanceOf(ApiError);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('does not retry other failures (the caller shows system busy)', async () => {
    const clear = vi.fn();
    const save = vi.fn(async () => {
      throw new ApiError('busy', 500, 500, '/vat/mcSurveyReport/save');
    });
    await expect(saveWithLoginRetry(save, clear)).rejects.toThrow('busy');
    expect(save).toHaveBeenCalledTimes(1);
    expect(clear).not.toHaveBeenCalled();
  });
});
