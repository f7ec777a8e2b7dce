import { ApiError } from '@site/contracts';

/** A read that answers null for 404 (no such page or item) and throws anything else. */
export const orNotFound = async <T>(read: Promise<T>): Promise<T | null> => {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
};
