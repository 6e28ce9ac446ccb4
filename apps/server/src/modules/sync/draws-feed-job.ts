import type { DrawsService } from '../draws/draws.service.ts';
import { parseRounds, type Round, RoundsFormatError } from '../draws/parse-rounds.ts';
import { SyncFailure, type SyncJob } from './sync-job.ts';

/**
 * IRCC's rounds JSON, imported through the draws service: the rounds not stored yet are added and
 * their alerts sent, once each. A file with one malformed round adds none.
 */
export function createDrawsFeedJob(draws: Pick<DrawsService, 'importRounds'>): SyncJob {
  return {
    async importDocument(text) {
      let rounds: Round[];
      try {
        rounds = parseRounds(text);
      } catch (error) {
        if (error instanceof RoundsFormatError) throw new SyncFailure('malformed', error.message);
        throw error;
      }
      return (await draws.importRounds(rounds)).added.length;
    },
  };
}
