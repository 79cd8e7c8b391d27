import { CourseDetail } from '@/features/courses/components/course-detail';
import { useQueryId } from '@/lib/use-search-state';

/** /empowerment/popularCourses/detail?id (portal.md 2.3). */
export function CourseDetailPage() {
  const id = useQueryId();
  return (
    <div className="container page-body">
      <CourseDetail key={id} id={id} />
    </div>
  );
}
