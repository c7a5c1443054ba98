/** Unix seconds now — every time field of the API is in seconds. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
