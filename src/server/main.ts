import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { createDealbox } from './create-dealbox.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const dealbox = await createDealbox(config, { webRoot: path.join(projectRoot, 'dist/web') });
  const { logger } = dealbox;
  const { listening, smtpPort } = await dealbox.start();
  logger.info(
    { url: config.appUrl, listening, smtpPort, mailDomain: config.mailDomain },
    'Dealbox is up',
  );

  if (!config.requireEmailVerification && !isLocalOrigin(config.appUrl)) {
    logger.warn(
      'REQUIRE_EMAIL_VERIFICATION is off: a new account is signed in at once, so sign-up tells whether an email already has an account. Set it to true on an instance others can reach (README, "An instance others can reach").',
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    await dealbox.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** An origin only this machine reaches (a first try), where sign-up enumeration is moot. */
function isLocalOrigin(url: string): boolean {
  const host = new URL(url).hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host.startsWith('127.')
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
