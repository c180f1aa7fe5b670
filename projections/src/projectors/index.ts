import type { Projector } from '../runner/projector';
import { organizationsProjector } from './organizations';
import { usersProjector } from './users';

/** Every projector of the product; the runner starts them all, the rebuild CLI finds them by name. */
export const projectors: readonly Projector[] = [organizationsProjector, usersProjector];
