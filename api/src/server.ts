// First: the instrumentations patch what is required after it.
import './telemetry';
import { closeOnSignals, holdTickShapes } from '@koris/server-kit';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  // Before the seed and the migrations, whose work brings the first full collections.
  holdTickShapes();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config).catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  });
  // Installed before listening: a signal during the start still closes the database cleanly.
  closeOnSignals(app, config.shutdownGraceMs, config.shutdownDelayMs);
  await app.listen({ port: config.port, host: config.host });
}

void main();
