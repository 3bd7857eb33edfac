import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge.ts';

/** Joins class names and lets later Tailwind classes win over earlier ones (class-merge.ts). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
