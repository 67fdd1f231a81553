import axios, { isAxiosError } from 'axios';
import { ApiError, apiErrorFromResponse } from './api-error';

/**
 * The app's one HTTP client. Same-origin '/api' (the dev and preview servers
 * proxy it to the cms). Cookies go along, as in the spec's loader.
 *
 * Import it only through lib/api-request.ts, which loads this module (and
 * axios with it) on the first request, keeping axios out of the first JS.
 */
export const api = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { Accept: 'application/json' },
  timeout: 20_000,
});

api.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (isAxiosError(error)) {
      const response = error.response;
      if (response) {
        return Promise.reject(apiErrorFromResponse(response.status, response.statusText, response.data));
      }
      return Promise.reject(new ApiError(0, error.message || 'Network Error'));
    }
    return Promise.reject(error);
  },
);
