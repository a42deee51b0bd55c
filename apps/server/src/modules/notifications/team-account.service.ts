import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@indiwave/domain/messages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createTeamAccountRepository, type TeamRow } from './team-account.repository.ts';

/** The team account (READING: the admin id and slug): it sends broadcasts and receives TV communications. */
export type TeamAccount = TeamRow;

/** The team's slug and name from the brand: 'indiwave-team', 'Indiwave Team'. The slug is reserved for users. */
export function toTeamIdentity(brand: Config['brand']): { slug: string; name: string } {
  return { slug: `${brand.slug}-team`, name: `${brand.name} Team` };
}

/**
 * Finds the team account, making it on first start: slug `<brand>-team` (reserved, so no
 * person can take it), named '<Brand> Team', e-mail SUPPORT_EMAIL (so the team can set a
 * password with 'Forgot your password' and so TV-communication mails reach support). Being
 * the team is being this account: `isTeam` is the admin check.
 */
export function createTeamAccountService(deps: { db: Database; config: Config; logger: FastifyBaseLogger; now: () => string }) {
  const repository = createTeamAccountRepository(deps.db);
  const identity = toTeamIdentity(deps.config.brand);
  let cached: TeamAccount | undefined;

  async function ensureTeam(): Promise<TeamAccount> {
    const found = await repository.findBySlug(identity.slug);
    if (found) return found;
    let email = deps.config.supportEmail.toLowerCase();
    if (await repository.isEmailTaken(email)) {
      // A person registered with the support address: the team gets an address nobody mails.
      deps.logger.warn({ email }, 'SUPPORT_EMAIL belongs to another account; the team account gets a placeholder e-mail');
      email = `${identity.slug}@team.invalid`;
    }
    await repository.insertTeam({ slug: identity.slug, email, name: identity.name, now: deps.now() });
    const made = await repository.findBySlug(identity.slug);
    if (!made) throw new Error(`the team account ${identity.slug} could not be made`);
    return made;
  }

  /** The team account, made if missing; cached for the life of the process. */
  async function getTeam(): Promise<TeamAccount> {
    cached ??= await ensureTeam();
    return cached;
  }

  return {
    getTeam,
    /** True when the user is the team account: the admin check of team-only calls. */
    async isTeam(userId: number): Promise<boolean> {
      return (await getTeam()).id === userId;
    },
    /** 403 unless the user is the team account. */
    async requireTeam(userId: number): Promise<TeamAccount> {
      const team = await getTeam();
      if (team.id !== userId) throw AppError.forbidden(MESSAGES.teamOnly);
      return team;
    },
  };
}
export type TeamAccountService = ReturnType<typeof createTeamAccountService>;
