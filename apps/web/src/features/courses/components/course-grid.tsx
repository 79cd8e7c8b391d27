import './courses.css';
import type { CourseListItem } from '@dtmm/shared';
import { Skeleton } from 'antd';
import { ListResults } from '@/components/list/list-results';
import { CourseCard } from './course-card';

interface CourseGridProps {
  courses: readonly CourseListItem[];
  isLoading: boolean;
  isFetching?: boolean;
  skeletonCount: number;
}

function CourseSkeletons({ count }: { count: number }) {
  return (
    <div className="course-grid" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="tile course-card course-card--skeleton">
          <Skeleton active title paragraph={{ rows: 4 }} />
        </div>
      ))}
    </div>
  );
}

/** Course cards, four a row on a desktop, one a row on a phone. */
export function CourseGrid({ courses, isLoading, isFetching = false, skeletonCount }: CourseGridProps) {
  return (
    <ListResults
      isLoading={isLoading}
      isFetching={isFetching}
      count={courses.length}
      skeleton={<CourseSkeletons count={skeletonCount} />}
    >
      <div className="course-grid">
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </div>
    </ListResults>
  );
}
