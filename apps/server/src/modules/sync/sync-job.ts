import type { SyncReason } from '@maplebridge/contracts';

/** One scheduled import: what it does with a document its feeds answered. */
export interface SyncJob {
  /**
   * Stores what is new in one feed's document and answers how many it added. A document that is not
   * the feed expected throws a `SyncFailure` (`malformed`) having stored nothing.
   */
  importDocument(text: string, url: string): Promise<number>;
  /** After a run that added something: tells whoever must know. */
  afterAdded?(added: number): Promise<void>;
}

/** Why a feed gave nothing to import: the reason the console words, and the technical detail. */
export class SyncFailure extends Error {
  readonly reason: Exclude<SyncReason, 'imported'>;

  constructor(reason: Exclude<SyncReason, 'imported'>, detail: string) {
    super(detail);
    this.name = 'SyncFailure';
    this.reason = reason;
  }
}
