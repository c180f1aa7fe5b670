import { setTimeout as sleep } from 'node:timers/promises';
import type { StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { describeEventStoreContract } from '../../../tests/support/eventstore-contract';
import { createKurrentDbEventStore } from './kurrentdb';

const KURRENTDB_IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:latest';
const KURRENTDB_PORT = 2113;
const DOCKER_PROBE_MS = 1_500;
const CONTAINER_START_MS = 180_000;

/** Whether a Docker engine answers, decided quickly so that a machine without one skips cheaply. */
async function dockerAnswers(): Promise<boolean> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  return Promise.race([
    getContainerRuntimeClient().then(
      () => true,
      () => false,
    ),
    sleep(DOCKER_PROBE_MS, false, { ref: false }),
  ]);
}

async function startKurrentDb(): Promise<{ container: StartedTestContainer; connectionString: string }> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(KURRENTDB_IMAGE)
    .withEnvironment({
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
      KURRENTDB_MEM_DB: 'true',
      KURRENTDB_CLUSTER_SIZE: '1',
    })
    .withExposedPorts(KURRENTDB_PORT)
    .withWaitStrategy(Wait.forHttp('/health/live', KURRENTDB_PORT).forStatusCodeMatching((status) => status >= 200 && status < 300))
    .withStartupTimeout(CONTAINER_START_MS)
    .start();
  return { container, connectionString: `kurrentdb://${container.getHost()}:${container.getMappedPort(KURRENTDB_PORT)}?tls=false` };
}

const SKIP_REASON = 'EventStoreDB contract skipped: set EVENTSTORE_URL or run a Docker engine';
const configuredUrl = process.env.EVENTSTORE_URL;

if (!configuredUrl && !(await dockerAnswers())) {
  // Skipped test titles only show in the verbose reporter; the reason must show in every run.
  console.warn(SKIP_REASON);
  describe('EventStoreDB event store contract', () => {
    it.skip(SKIP_REASON, () => undefined);
  });
} else {
  let connectionString = configuredUrl;
  let container: StartedTestContainer | undefined;

  beforeAll(async () => {
    if (connectionString) return;
    ({ container, connectionString } = await startKurrentDb());
  }, CONTAINER_START_MS);

  afterAll(async () => {
    await container?.stop();
  });

  describeEventStoreContract('EventStoreDB', async () => {
    if (!connectionString) throw new Error('EventStoreDB did not start');
    return createKurrentDbEventStore({ connectionString });
  });
}
