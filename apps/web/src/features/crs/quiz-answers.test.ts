import { quizState } from '@maplebridge/crs';
import { describe, expect, it } from 'vitest';
import { findUnanswered } from './quiz-answers.ts';

describe('findUnanswered', () => {
  it('lists the questions shown without an answer, in order', () => {
    const answers = { 1: 'F' };
    expect(quizState(answers).visible).toEqual([1, 4]);
    expect(findUnanswered(quizState(answers).visible, answers)).toEqual([4]);
  });

  it('counts a value the question no longer offers as unanswered', () => {
    expect(findUnanswered([1, 4], { 1: 'F', 4: 'ZZ' })).toEqual([4]);
  });

  it('finds nothing when every question shown is answered', () => {
    expect(findUnanswered([1, 4], { 1: 'F', 4: 'K' })).toEqual([]);
  });
});
