// zod compiles object parsers with `new Function` where allowed and finds out by trying it; the
// CSP (no 'unsafe-eval') refuses that, and Chromium reports the refusal as an issue (Lighthouse
// Best Practices). `z.config({ jitless: true })` turns that off, but importing zod here would put
// it into the entry chunk: its config object is set where zod reads it (zod/v4/core/core.js), a
// zod internal that zod-jitless.test.ts checks zod still reads.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

export {};
