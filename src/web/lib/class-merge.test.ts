import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge.ts';

/**
 * The compact merger must agree with tailwind-merge (the reference) on the classes this app
 * writes: component bases overridden by the classes callers pass.
 */
const BASES = [
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-[color,background-color,box-shadow,transform] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 active:scale-[0.98] disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-10 px-4 py-2",
  'flex h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm',
  'rounded-2xl border bg-card text-card-foreground shadow-sm shadow-black/[0.03]',
  'flex flex-col gap-1.5 p-6 pb-4',
  'flex items-center p-6 pt-0',
  'text-lg leading-tight font-semibold tracking-tight',
  'inline-flex h-11 w-full items-center justify-center rounded-xl bg-muted p-1 text-muted-foreground',
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border bg-popover p-6 text-popover-foreground shadow-xl outline-none data-[state=open]:animate-dialog-in',
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&>svg]:size-3 border-transparent bg-primary text-primary-foreground',
  'animate-pulse rounded-lg bg-muted',
  'h-auto max-w-full',
  'text-sm leading-none font-medium select-none',
  'block truncate overflow-hidden whitespace-nowrap',
];

const OVERRIDES = [
  'w-full',
  'mt-1 w-full',
  'pb-5',
  'justify-center border-t pt-5 pb-6',
  'text-2xl',
  'text-sm',
  'text-primary',
  'text-center sm:text-left',
  'w-full shadow-xl shadow-primary/5',
  'shadow-none',
  'bg-white text-black',
  'bg-transparent hover:bg-accent',
  'bg-linear-to-b from-hero-from to-hero-to',
  'p-0 h-auto',
  'px-2 py-1 h-8',
  'p-3',
  'size-14 rounded-full',
  'size-[36rem]',
  'h-24 w-full max-w-sm bg-neutral-200',
  'rounded-none rounded-t-xl',
  'rounded-b-none',
  'border-0',
  'border-2 border-primary',
  'border-b border-b-primary',
  'border-dashed',
  'ring-2 ring-primary',
  'ring-0',
  'outline-2 outline-offset-2 outline-primary',
  'font-bold tracking-wide uppercase',
  'font-mono',
  'leading-snug',
  'flex-col',
  'flex-1',
  'grid grid-cols-2',
  'hidden sm:flex',
  'hidden min-[400px]:block',
  'absolute inset-0',
  'inset-x-0 top-0',
  'sticky top-[4.5rem] z-20',
  '-ml-2',
  'mx-auto my-4',
  'm-0',
  'gap-0.5 sm:gap-1',
  'gap-x-4',
  'overflow-visible',
  'overflow-x-auto',
  'whitespace-normal',
  'truncate',
  'text-ellipsis',
  'opacity-100 disabled:opacity-100',
  'hover:bg-primary/80',
  'focus-visible:ring-destructive/40',
  '!p-0',
  'p-0!',
  'text-[15px]',
  'text-[#123456]',
  'text-base/7',
  'shadow-[0_0_0_1px_red]',
  'bg-primary/10 text-destructive',
  'transition-none',
  'duration-300 ease-in',
  'animate-none',
  'cursor-default select-text',
  'shrink',
  'grow',
  'items-start justify-between',
  'self-end',
  'min-h-16 py-2',
  'max-h-none',
  'z-10',
  'order-first',
  'stroke-2 fill-none',
  'object-cover',
  'line-clamp-2',
  'break-words',
  'sr-only',
  'italic underline',
  '[mask-type:alpha]',
];

describe('mergeClasses', () => {
  for (const base of BASES) {
    it.each(OVERRIDES)(`agrees with tailwind-merge: ${base.slice(0, 40)}... + %s`, (override) => {
      const input = `${base} ${override}`;
      expect(mergeClasses(input)).toBe(twMerge(input));
    });
  }

  it('keeps classes it does not know', () => {
    expect(mergeClasses('foo bar foo-1 foo-2')).toBe('foo bar foo-1 foo-2');
  });

  it('lets the later of two conflicting classes win', () => {
    expect(mergeClasses('px-4 py-2 px-2')).toBe('py-2 px-2');
    expect(mergeClasses('p-6 pt-0 p-4')).toBe('p-4');
    expect(mergeClasses('hover:bg-card hover:bg-primary bg-muted')).toBe(
      'hover:bg-primary bg-muted',
    );
  });
});

/** Every class string written in src/web (className="...", cn('...'), cva('...')). */
function classStringsInWebSources(): string[] {
  const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = (fs.readdirSync(webRoot, { recursive: true }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
  );
  const found = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(path.join(webRoot, file), 'utf8');
    for (const match of source.matchAll(/(?:className=|cn\(|cva\()\s*["'`]([^"'`$]+)["'`]/g)) {
      found.add(match[1] as string);
    }
  }
  return [...found];
}

describe("mergeClasses on the app's own classes", () => {
  it('agrees with tailwind-merge for every pair of class strings in src/web', () => {
    const strings = classStringsInWebSources();
    expect(strings.length).toBeGreaterThan(50);
    const disagreements: string[] = [];
    for (const base of strings) {
      for (const override of strings) {
        const input = `${base} ${override}`;
        const mine = mergeClasses(input);
        const reference = twMerge(input);
        // Known, deliberate difference: tailwind-merge keeps two custom animations
        // (animate-fade-in, animate-dialog-in) side by side; only one can apply.
        const differs = (a: string, b: string) =>
          a.split(' ').filter((c) => !b.split(' ').includes(c) && !c.includes('animate-'));
        if (differs(mine, reference).length > 0 || differs(reference, mine).length > 0) {
          disagreements.push(
            `${input}\n  ours:            ${mine}\n  tailwind-merge:  ${reference}`,
          );
        }
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
    // Every pair of the app's class strings, twice merged: ~15 s on a quiet machine.
  }, 120_000);
});
