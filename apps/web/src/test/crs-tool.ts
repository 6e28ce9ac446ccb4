import type { CrsCalculation } from '@maplebridge/contracts';
import { profileToAnswers } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { useCrsToolStore } from '#features/crs/crs-tool.store.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';

/** A visitor, signed out and reading Vietnamese, whose quiz holds the married applicant's answers and `result`. */
export function startAsVisitorWithMarriedAnswers(result: CrsCalculation | null) {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null });
  useCrsToolStore.setState({
    answers: profileToAnswers(MARRIED_APPLICANT),
    work: null,
    result,
    savedId: null,
  });
}
