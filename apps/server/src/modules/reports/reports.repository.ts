import type { Database } from '../../db/database.ts';

/** The abuse_reports table: reports waiting for the team's moderation. */
export function createReportsRepository(db: Database) {
  return {
    /** Stores one report, open; returns its id. */
    async insertReport(report: { url: string; complaint: string; description: string; name: string; email: string; mobile: string; reporter_id: number | null; ip: string; created_at: string; target_type: string | null; target_id: number | null; owner_id: number | null; snapshot_json: string | null }): Promise<number> {
      const { id } = await db.insertInto('abuse_reports').values(report).returning('id').executeTakeFirstOrThrow();
      return id;
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
