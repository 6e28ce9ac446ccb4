import type { SiteNotice, SiteNoticeInputSchema } from '@maplebridge/contracts';
import type { z } from 'zod';
import type { SiteNoticeRow } from '#db/schema/index.ts';
import { AppError } from '#errors.ts';
import { directReads, type PublicReads } from '#public-reads.ts';
import type { NoticesRepository } from './notices.repository.ts';
import { REPORTED_CRS_CHANGE_NOTICE_ID, reportedCrsChangeNotice } from './reported-crs-change.ts';

type SiteNoticeInput = z.output<typeof SiteNoticeInputSchema>;

export const toNoticeDto = (row: SiteNoticeRow): SiteNotice => ({
  id: row.id,
  messageVn: row.messageVn,
  messageEn: row.messageEn,
  severity: row.severity,
  linkUrl: row.linkUrl,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
});

const toRow = (input: SiteNoticeInput) => ({
  messageVn: input.messageVn,
  messageEn: input.messageEn,
  severity: input.severity,
  linkUrl: input.linkUrl,
  startsAt: new Date(input.startsAt),
  endsAt: input.endsAt === null ? null : new Date(input.endsAt),
});

const notFound = (id: string) => new AppError('notices.notFound', `Site notice ${id} not found.`);

interface NoticesDependencies {
  publicReads?: PublicReads;
  now?: () => Date;
}

export function createNoticesService(
  notices: NoticesRepository,
  { publicReads = directReads, now = () => new Date() }: NoticesDependencies = {},
) {
  return {
    /** What every visitor sees now, read once a moment (a change by staff empties it at once). */
    active(): Promise<SiteNotice[]> {
      return publicReads.read('notices', async () => (await notices.findActive(now())).map(toNoticeDto));
    },
    async list(): Promise<SiteNotice[]> {
      return (await notices.findAll()).map(toNoticeDto);
    },
    async create(input: SiteNoticeInput): Promise<SiteNotice> {
      return toNoticeDto(await notices.create(toRow(input)));
    },
    async update(id: string, input: SiteNoticeInput): Promise<SiteNotice> {
      const row = await notices.update(id, toRow(input));
      if (!row) throw notFound(id);
      return toNoticeDto(row);
    },
    async delete(id: string): Promise<void> {
      if (!(await notices.delete(id))) throw notFound(id);
    },
    /** The notice of the reported CRS change, once per site (notices.repository.ts `seedOnce`). */
    seedReportedCrsChange(): Promise<boolean> {
      return notices.seedOnce(REPORTED_CRS_CHANGE_NOTICE_ID, reportedCrsChangeNotice(now()));
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
