/** Placeholder: replaced by the page's builder. */
export function SelfAssessmentPage() {
  return null;
}
