import { dcmmLevelTitle } from '@dtmm/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewOf } from '../acceptance-fixtures';
import { LatestSelfAssessment } from './latest-self-assessment';

describe('LatestSelfAssessment', () => {
  it('shows a diagnosis area as a score and a DCMM capability area as the level it was checked at', () => {
    const diagnosis = reviewOf().latestSelfAssessment;
    const { unmount } = render(<LatestSelfAssessment assessmentType="zdservice" latest={diagnosis} />);
    expect(screen.getByText('0.45')).toBeTruthy();
    unmount();
    const dcmm = {
      ...(diagnosis as NonNullable<typeof diagnosis>),
      level: 1,
      totalScore: null,
      areas: [{ id: 'DS', name: '数据战略', score: 2 }],
    };
    render(<LatestSelfAssessment assessmentType="dcmm" latest={dcmm} />);
    expect(screen.getByText(dcmmLevelTitle(2))).toBeTruthy();
    expect(screen.queryByText('2.00')).toBeNull();
  });
});
