/** Placeholder: replaced by the page's builder. */
export function AssessmentListPage() {
  return null;
}
