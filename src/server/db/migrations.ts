import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Kysely } from 'kysely';
import type { Tables } from './tables.ts';
import { emailsMigration } from './migrations/001-emails.ts';
import { offersMigration } from './migrations/002-offers.ts';
import { foundOffersMigration } from './migrations/003-found-offers.ts';
import { listedAtIntakeMigration } from './migrations/004-listed-at-intake.ts';
import { outboxMigration } from './migrations/005-outbox.ts';
import { remindersMigration } from './migrations/006-reminders.ts';
import { emailPreviewMigration } from './migrations/007-email-preview.ts';
import { searchAutomergeMigration } from './migrations/008-search-automerge.ts';
import { compressedBodiesMigration } from './migrations/009-compressed-bodies.ts';
import { bodiesOnOpenMigration } from './migrations/010-bodies-on-open.ts';
import { emailQueueMigration } from './migrations/011-email-queue.ts';
import { senderDomainMigration } from './migrations/012-sender-domain.ts';
import { senderChoicesMigration } from './migrations/013-sender-choices.ts';
import { storeCountersMigration } from './migrations/014-store-counters.ts';
import { tidyRulesMigration } from './migrations/015-tidy-rules.ts';
import { registrationAdminMigration } from './migrations/016-registration-admin.ts';
import { accountUsageMigration } from './migrations/017-account-usage.ts';
import { storeCounterDeleteMigration } from './migrations/018-store-counter-delete.ts';
import { accountListOrderMigration } from './migrations/019-account-list-order.ts';
import { mailAccountsMigration } from './migrations/020-mail-accounts.ts';
import { mailByDoorMigration } from './migrations/022-mail-by-door.ts';
import { mailImportsMigration } from './migrations/021-mail-imports.ts';
import { dealPerCodeMigration } from './migrations/023-deal-per-code.ts';
import { householdsMigration } from './migrations/024-households.ts';
import { sharingByDefaultMigration } from './migrations/025-sharing-by-default.ts';
import { sharedDealOrderMigration } from './migrations/026-shared-deal-order.ts';

/**
 * Dealbox's own schema, in order. Add a migration by adding a module under ./migrations
 * and naming it here; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '001-emails': emailsMigration,
  '002-offers': offersMigration,
  '003-found-offers': foundOffersMigration,
  '004-listed-at-intake': listedAtIntakeMigration,
  '005-outbox': outboxMigration,
  '006-reminders': remindersMigration,
  '007-email-preview': emailPreviewMigration,
  '008-search-automerge': searchAutomergeMigration,
  '009-compressed-bodies': compressedBodiesMigration,
  '010-bodies-on-open': bodiesOnOpenMigration,
  '011-email-queue': emailQueueMigration,
  '012-sender-domain': senderDomainMigration,
  '013-sender-choices': senderChoicesMigration,
  '014-store-counters': storeCountersMigration,
  '015-tidy-rules': tidyRulesMigration,
  '016-registration-admin': registrationAdminMigration,
  '017-account-usage': accountUsageMigration,
  '018-store-counter-delete': storeCounterDeleteMigration,
  '019-account-list-order': accountListOrderMigration,
  '020-mail-accounts': mailAccountsMigration,
  '021-mail-imports': mailImportsMigration,
  '022-mail-by-door': mailByDoorMigration,
  '023-deal-per-code': dealPerCodeMigration,
  '024-households': householdsMigration,
  '025-sharing-by-default': sharingByDefaultMigration,
  '026-shared-deal-order': sharedDealOrderMigration,
};

class InCodeMigrationProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

export async function migrateAppTables(db: Kysely<Tables>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrationProvider(),
    migrationTableName: 'dealbox_migration',
    migrationLockTableName: 'dealbox_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
