import fs from 'node:fs';
import path from 'node:path';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { withProduct } from '@indiwave/domain/rules/brand';

const CONTRACT_DIR = path.resolve(import.meta.dirname, '../../../packages/domain/src/contract');

export type ContractCall = { name: string; contract: RouteContract };

function isRouteContract(value: unknown): value is RouteContract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'isAuthRequired' in value && 'response' in value;
}

/**
 * Every route object exported by the contract files (in route maps or on their own), read from
 * the files rather than typed into a test, so a call is covered the moment it is declared.
 */
export async function readContractRoutes(): Promise<ContractCall[]> {
  const files = fs.readdirSync(CONTRACT_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const found: ContractCall[] = [];
  for (const file of files) {
    const module = (await import(path.join(CONTRACT_DIR, file))) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (isRouteContract(value)) found.push({ name: `${file}:${exportName}`, contract: value });
      else if (typeof value === 'object' && value !== null) {
        for (const [key, inner] of Object.entries(value)) if (isRouteContract(inner)) found.push({ name: `${file}:${exportName}.${key}`, contract: inner });
      }
    }
  }
  return found;
}

/** The OpenAPI path of a Fastify path: /admin/reports/:id → /api/admin/reports/{id}. */
export function toOpenApiPath(contractPath: string, brandSlug: string): string {
  return `/api${withProduct(contractPath, brandSlug).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;
}

/** A path with every parameter filled (the sign-in and staff guards answer before anything reads it). */
export function toUrl(contractPath: string, brandSlug: string): string {
  return `/api${withProduct(contractPath, brandSlug).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '1')}`;
}
