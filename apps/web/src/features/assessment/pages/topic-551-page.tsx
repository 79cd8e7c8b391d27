import { Topic551Intro } from '../intro/components/topic-551-intro';

/** /severcenter/FiveOneSubject (assessment.md 2, Topic 551 screen). */
export function Topic551Page() {
  return (
    <div className="container page-body">
      <Topic551Intro />
    </div>
  );
}
