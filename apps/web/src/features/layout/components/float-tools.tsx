import { PlayCircleOutlined, QuestionCircleOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { BACK_TO_TOP_PX, type DictionaryItem } from '@dtmm/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDictionary } from '@/features/reference/api/dictionaries';

/** '/operationGuide?id=…&title=…' for one guide of the operation.guide dictionary. */
export function guideHref(value: string, label: string): string {
  return `/operationGuide?${new URLSearchParams({ id: value, title: label }).toString()}`;
}

/** Whether the page is scrolled further down than `px`. */
function useScrolledPast(px: number): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    // Only on scrolling: reading the offset at once would force a layout while the page starts.
    const check = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [px]);
  return isPast;
}

/**
 * The guides beside a round help button: they open on hover or a tap and close when the pointer
 * leaves, on Escape, a tap elsewhere or a followed link.
 */
function HelpMenu({ guides }: { guides: readonly DictionaryItem[] }) {
  const [isOpen, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only opens sooner what the button opens; keyboard and touch use the button
    <div ref={box} className="help-menu" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      {isOpen ? (
        <div className="help-menu__panel">
          <p className="help-menu__title">操作指南</p>
          <ul className="help-menu__list">
            {guides.map((guide) => (
              <li key={guide.value}>
                <Link to={guideHref(guide.value, guide.label)} onClick={() => setOpen(false)}>
                  <PlayCircleOutlined /> {guide.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        className="float-tools__button float-tools__button--primary"
        aria-label="操作指南"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      >
        <QuestionCircleOutlined />
      </button>
    </div>
  );
}

/**
 * The floating help menu of operation guides and the back-to-top button (portal.md 1, 2.1). On a phone
 * they float over nothing: they close the page's content, above the footer (layout.css).
 */
export function FloatTools() {
  const { items } = useDictionary('operation.guide');
  const isScrolled = useScrolledPast(BACK_TO_TOP_PX);
  return (
    <div className="float-tools">
      {items.length > 0 ? <HelpMenu guides={items} /> : null}
      {isScrolled ? (
        <button
          type="button"
          className="float-tools__button float-tools__back-top"
          aria-label="回到顶部"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <VerticalAlignTopOutlined />
        </button>
      ) : null}
    </div>
  );
}
