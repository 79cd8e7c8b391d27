import type { FileInfo } from '@dtmm/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { EvidenceBlockField } from './evidence-block';

const file = (id: string, fileName: string, fileType: FileInfo['fileType']): FileInfo => ({
  id,
  fileName,
  fileSize: 2048,
  fileType,
  fileUrl: `/files/${id}`,
  fileRealPath: '',
});

describe('EvidenceBlockField', () => {
  it('shows a PDF by an icon and its name, an image by its thumbnail (issue 30: no broken thumbnail)', () => {
    renderWithApp(
      <EvidenceBlockField
        indicator={{ id: 'T09', name: '战略规划', areaName: '数字化治理' }}
        isWeak={false}
        files={[file('f-plan', '数字化转型规划.pdf', 'pdf'), file('f-photo', '战略研讨会.png', 'png')]}
        onChange={vi.fn()}
        onPendingChange={vi.fn()}
      />,
    );
    expect(screen.getByText('数字化转型规划.pdf')).toBeTruthy();
    const images = [...document.querySelectorAll('.ant-upload-list-item img')].map((img) => img.getAttribute('alt'));
    expect(images).toEqual(['战略研讨会.png']);
  });
});
