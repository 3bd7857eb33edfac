/**
 * A Cookie request header from a response's Set-Cookie header(s): each cookie's `name=value`,
 * attributes dropped. One parser for the Vitest harness, the benchmarks and the probes.
 */
export function cookieHeader(setCookie: string | readonly string[] | undefined): string {
  const list = typeof setCookie === 'string' ? [setCookie] : (setCookie ?? []);
  return list.map((c) => c.split(';')[0]).join('; ');
}
