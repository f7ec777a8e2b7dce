import { ApiError } from '@site/contracts/client';

/**
 * Spec section 8, the questionnaire's save: HTTP 401 (the login code is stale) clears the login
 * cookie and sends the answers once more, now without it; any other failure is the caller's (it
 * toasts 系统繁忙，请稍后重试 and closes and resets the modal). `save` reads the login code itself.
 */
export const saveWithLoginRetry = async <T>(save: () => Promise<T>, clearLogin: () => void): Promise<T> => {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    clearLogin();
    return save();
  }
};
