/** Where the API lives: every route under one prefix, the docs under it. */
export const API_PREFIX = '/api/v1';
export const DOCS_PREFIX = `${API_PREFIX}/docs`;
