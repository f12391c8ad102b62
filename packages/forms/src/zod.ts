import * as z from 'zod/mini';

// The functional build of zod: the site sends the forms' rules to the browser, and only what
// they use is bundled. It compiles object parsers with `new Function` when it can, and probes
// for that ability even when it cannot: under the site's CSP (no 'unsafe-eval') the probe is a
// reported violation. The interpreted parser is fast enough for two forms, so never compile.
z.config({ jitless: true });

export { z };
