import type { ReactNode } from 'react';

/** A labelled choice in the intro panel; the label names the control for screen readers too. */
export function ChoiceField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="intro-choice">
      <span className="intro-choice__label" id={id}>
        {label}
      </span>
      {children}
      {hint ? <p className="intro-choice__hint">{hint}</p> : null}
    </div>
  );
}
