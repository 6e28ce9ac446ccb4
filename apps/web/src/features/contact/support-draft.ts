import type { ContactSupportInput } from '@maplebridge/contracts';

/** sessionStorage: the draft lives as long as the tab, survives a reload, and is not shared. */
export const SUPPORT_DRAFT_KEY = 'contact-support-draft';

const DRAFT_FIELDS = ['fullName', 'email', 'phoneNumber', 'billing_address_street', 'message'] as const;
type DraftField = (typeof DRAFT_FIELDS)[number];
export type SupportDraft = Partial<Record<DraftField, string>>;

/** What the person had typed in this tab, field by field (never the honeypot). */
export function loadSupportDraft(): SupportDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SUPPORT_DRAFT_KEY) ?? '{}') as Record<string, unknown>;
    const draft: SupportDraft = {};
    for (const field of DRAFT_FIELDS) {
      const value = stored[field];
      if (typeof value === 'string' && value !== '') draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveSupportDraft(values: Partial<ContactSupportInput>): void {
  const draft: SupportDraft = {};
  for (const field of DRAFT_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value !== '') draft[field] = value;
  }
  try {
    if (Object.keys(draft).length === 0) sessionStorage.removeItem(SUPPORT_DRAFT_KEY);
    else sessionStorage.setItem(SUPPORT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the form still works, only without a saved draft.
  }
}

export function clearSupportDraft(): void {
  try {
    sessionStorage.removeItem(SUPPORT_DRAFT_KEY);
  } catch {
    // Blocked storage holds no draft to clear.
  }
}
