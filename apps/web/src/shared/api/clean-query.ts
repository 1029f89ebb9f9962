/** Drops empty values (undefined, null, '') so they do not reach the query string. */
export const cleanQuery = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));
