import { z } from 'zod';

/**
 * zod compiles object schemas with `new Function` when it may (its "JIT"), and probes
 * whether it may by calling `new Function('')`. The web app's Content-Security-Policy has no
 * 'unsafe-eval', so in the browser that probe is a CSP violation logged on every page. The
 * schemas here are small and parsed rarely: run them without code generation everywhere.
 * Imported first by every shared module that builds a schema.
 */
z.config({ jitless: true });
