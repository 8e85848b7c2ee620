import cluster from 'node:cluster';
import { ConfigError, loadConfig } from '../config/env.server.ts';
import { startInstance } from './instance.ts';
import { superviseWorkers } from './workers.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Déploia cannot start.\n${error.message}\nSee .env.example for every variable.`);
    process.exit(1);
  }
  throw error;
}

if (config.workers > 1 && cluster.isPrimary) {
  await superviseWorkers(config).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  await startInstance(config);
}
