// Runs before the app's modules (a classic script, where the modules are deferred): zod compiles its
// object parsers with `new Function` where it may, and even its probe is refused by the page's
// Content-Security-Policy (no 'unsafe-eval'), so it is told to parse without compiling.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
