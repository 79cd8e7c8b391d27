import './courses.css';
import type { CourseDetail as CourseDetailData } from '@dtmm/shared';
import { CoverImage } from '@/components/content/cover-image';
import { DetailState } from '@/components/content/detail-state';
import { PageBreadcrumb } from '@/components/content/page-breadcrumb';
import { RichText } from '@/components/content/rich-text';
import { LabelTag } from '@/components/label-tag/label-tag';
import { useCourseDetail } from '../api/courses';

/** /empowerment/popularCourses/detail: cover, description, the course facts and its content (portal.md 2.3). */
export function CourseDetail({ id }: { id: string }) {
  const query = useCourseDetail(id);
  return (
    <>
      <PageBreadcrumb />
      <DetailState id={id} query={query}>
        {(course) => <CourseArticle course={course} />}
      </DetailState>
    </>
  );
}

function CourseArticle({ course }: { course: CourseDetailData }) {
  const facts = [
    { label: '授课讲师', value: course.instructor },
    { label: '开课时间', value: course.startTime },
    { label: '课程时长', value: course.duration },
    { label: '上课地点', value: course.location },
    { label: '适合人群', value: course.targetAudience },
  ];
  return (
    <article className="article">
      <div className="course-detail__head">
        <div className="course-detail__cover">
          <CoverImage fileId={course.coverImage} alt={course.title} />
        </div>
        <div className="course-detail__summary">
          <LabelTag color="blue">{course.courseType}</LabelTag>
          <h1 className="article__title">{course.title}</h1>
          <p className="course-detail__description">{course.trainingDescription}</p>
          <dl className="course-detail__facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value || '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <section className="article__section" aria-labelledby="course-content-title">
        <h2 className="article__section-title" id="course-content-title">
          课程内容
        </h2>
        <RichText html={course.content} />
      </section>
    </article>
  );
}
