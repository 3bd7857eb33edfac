/**
 * Every "METHOD path" of Fastify's route table (HEAD left out), from the tree
 * `app.printRoutes({ commonPrefix: false })` prints one path part a line, indented 4 per level.
 */
export function appRoutes(printed: string): Set<string> {
  const out = new Set<string>();
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = (at - 1) / 4;
    const match = /^(\S*) \(([^)]+)\)/.exec(line.slice(at + 3));
    const segment = match?.[1] ?? line.slice(at + 3).trim();
    const path = (depth > 0 ? (stack[depth - 1] ?? '') : '') + segment;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match?.[2]?.split(', ') ?? []) {
      if (method !== 'HEAD') out.add(`${method} ${path}`);
    }
  }
  return out;
}
