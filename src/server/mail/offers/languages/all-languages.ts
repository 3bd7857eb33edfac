import { german } from './de.ts';
import { english } from './en.ts';
import { spanish } from './es.ts';
import { french } from './fr.ts';
import { italian } from './it.ts';
import type { LanguageTable } from './language-table.ts';
import { dutch } from './nl.ts';
import { polish } from './pl.ts';
import { portuguese } from './pt.ts';

/** The languages offer extraction reads. Add a language: write its table, list it here. */
export const LANGUAGES: readonly LanguageTable[] = [
  english,
  german,
  french,
  spanish,
  portuguese,
  italian,
  dutch,
  polish,
];
