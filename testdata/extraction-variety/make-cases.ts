/**
 * Writes every case of this set (deterministic): node testdata/extraction-variety/make-cases.ts
 */
import { enDe } from './cases-en-de.ts';
import { frEsIt } from './cases-fr-es-it.ts';
import { nlPtPl } from './cases-nl-pt-pl.ts';
import { negatives } from './cases-negatives.ts';

await enDe();
await frEsIt();
await nlPtPl();
await negatives();
console.log('done');
