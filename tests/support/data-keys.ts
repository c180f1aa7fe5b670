import { createSecretKey } from 'node:crypto';
import type { Pool } from '@lavado/shared/db/pool';
import { createDataKeys, type DataKeys } from '@lavado/shared/privacy/data-keys';

/** The master key of every test database (the product's comes from DATA_KEY or DATA_DIR/data-key). */
export const TEST_MASTER_KEY = createSecretKey(Buffer.from('6c617661646f2d746573742d6d61737465722d6b65792d33322d627974657321', 'hex'));

/** The data subjects' keys of a test database, as one process of the product holds them. */
export function testDataKeys(pool: Pool): DataKeys {
  return createDataKeys({ pool, masterKey: TEST_MASTER_KEY });
}
