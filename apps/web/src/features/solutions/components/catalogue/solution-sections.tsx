import type { SolutionItem } from '@dtmm/shared';
import { sanitizeRichText } from '@dtmm/shared/rich-text/sanitize-rich-text';
import { RichText } from '@/components/content/rich-text';

interface SectionDef {
  key: 'solutionDescription' | 'solutionIntroduction' | 'painPoints' | 'applicationValue' | 'classicCases';
  title: string;
  /** The technical plan is the one rich-text field (portal.md 3). */
  isRich?: boolean;
}

const SECTIONS: readonly SectionDef[] = [
  { key: 'solutionDescription', title: '方案概述' },
  { key: 'solutionIntroduction', title: '方案介绍' },
  { key: 'painPoints', title: '技术方案', isRich: true },
  { key: 'applicationValue', title: '应用价值' },
  { key: 'classicCases', title: '典型案例' },
];

/** What a reader would see of the rich text: an editor's empty document ('<p></p>', '<p>&nbsp;</p>') has nothing. */
const hasRichContent = (html: string) => {
  const clean = sanitizeRichText(html);
  return /<img\b/i.test(clean) || clean.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '';
};
const hasContent = (value: string, isRich = false) => (isRich ? hasRichContent(value) : value.trim() !== '');

/** The description sections in the order a reader needs them; a section the provider left empty is left out. */
export function SolutionSections({ solution }: { solution: SolutionItem }) {
  const sections = SECTIONS.filter((section) => hasContent(solution[section.key], section.isRich));
  return sections.map((section) => (
    <section key={section.key} className="article__section" aria-labelledby={`solution-${section.key}`}>
      <h2 className="article__section-title" id={`solution-${section.key}`}>
        {section.title}
      </h2>
      {section.isRich ? (
        <RichText html={solution[section.key]} />
      ) : (
        <p className="solution-section__text">{solution[section.key]}</p>
      )}
    </section>
  ));
}
