/** Optional API origin; '' means the API is served from the same origin as the SPA. */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

/** OpenAPI docs served by the API server. */
export const API_DOCS_URL = `${API_BASE_URL}/api/docs`;
