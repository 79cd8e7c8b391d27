import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../dcmm-fixtures';
import { EMPTY_DRAFT, fitDraft } from './dcmm-draft';
import { checkSubmission } from './dcmm-submission';

const ALL_ANSWERED = { D01: ['A'], D02: ['B'], D03: ['C'], D04: ['D'], D05: ['A', 'C'] };

describe('fitDraft', () => {
  it('keeps known questions with known options in their order, one for a single choice, and known levels', () => {
    const raw = {
      answers: { D01: ['B', 'A'], D05: ['C', 'A', 'Z'], D99: ['A'], D02: 'A' },
      capability: { C1: 3, C2: 9, C7: 2 },
    };
    expect(fitDraft(raw, QUESTIONNAIRE)).toEqual({ answers: { D01: ['A'], D05: ['A', 'C'] }, capability: { C1: 3 } });
  });

  it('reads anything else as an empty draft', () => {
    for (const raw of [null, 'text', [], 42]) expect(fitDraft(raw, QUESTIONNAIRE)).toEqual(EMPTY_DRAFT);
  });
});

describe('checkSubmission', () => {
  it('names the first open question by its number', () => {
    const draft = { answers: { D01: ['A'], D02: [], D04: ['A'] }, capability: {} };
    expect(checkSubmission(QUESTIONNAIRE, 'A', draft)).toEqual({ kind: 'unanswered', itemNumber: 2 });
  });

  it('refuses a partly filled self-check, naming the first open area', () => {
    const draft = { answers: ALL_ANSWERED, capability: { C2: 4 } };
    expect(checkSubmission(QUESTIONNAIRE, 'A', draft)).toEqual({ kind: 'capabilityIncomplete', areaId: 'C1' });
  });

  it('sends the answers comma-joined, with the self-check only when taken', () => {
    const ready = checkSubmission(QUESTIONNAIRE, 'B', { answers: ALL_ANSWERED, capability: {} });
    expect(ready).toEqual({
      kind: 'ready',
      body: {
        dcmmPartyType: 'B',
        answerType: '1',
        status: '1',
        answers: { D01: 'A', D02: 'B', D03: 'C', D04: 'D', D05: 'A,C' },
      },
    });
    const withCheck = checkSubmission(QUESTIONNAIRE, 'A', { answers: ALL_ANSWERED, capability: { C1: 1, C2: 5 } });
    expect(withCheck.kind === 'ready' && withCheck.body.capability).toEqual({ C1: 1, C2: 5 });
  });
});
