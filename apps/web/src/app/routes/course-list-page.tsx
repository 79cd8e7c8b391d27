import { CourseDirectory } from '@/features/courses/components/course-directory';
import { PageBanner } from './page-banner';

/** /empowerment/popularCourses (portal.md 2.3). */
export function CourseListPage() {
  return (
    <>
      <PageBanner title="热门课程">数字化转型、产品创新、技术创新与营销创新课程，助力企业人才成长。</PageBanner>
      <div className="container page-body">
        <CourseDirectory />
      </div>
    </>
  );
}
