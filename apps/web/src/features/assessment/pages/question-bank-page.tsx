/** Placeholder: replaced by the page's builder. */
export function QuestionBankPage() {
  return null;
}
