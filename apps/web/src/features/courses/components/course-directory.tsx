import { COURSE_TYPES } from '@dtmm/shared';
import { FilterRow } from '@/components/list/filter-row';
import { ListPagination } from '@/components/list/list-pagination';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useCoursePage } from '../api/courses';
import { useCourseFilters } from '../hooks/use-course-filters';
import { CourseGrid } from './course-grid';

const TYPE_OPTIONS = COURSE_TYPES.map((type) => ({ label: type, value: type }));

/** /empowerment/popularCourses: course type (不限 + four), title search, the count and the cards (portal.md 2.3). */
export function CourseDirectory() {
  const { query, setFilter, setPage } = useCourseFilters();
  const { data, isLoading, isFetching } = useCoursePage(query);
  const total = data?.total ?? 0;
  return (
    <div className="course-directory">
      <section className="filter-panel" aria-label="筛选条件">
        <FilterRow
          label="课程类型"
          options={TYPE_OPTIONS}
          value={query.courseType ?? ''}
          onChange={(value) => setFilter('courseType', value)}
        />
      </section>
      <ListToolbar
        total={total}
        search={query.title}
        placeholder="请输入课程名称"
        searchLabel="课程名称"
        onSearch={(text) => setFilter('title', text)}
      />
      <CourseGrid
        courses={data?.list ?? []}
        isLoading={isLoading}
        isFetching={isFetching}
        skeletonCount={query.limit}
      />
      <ListPagination page={query.page} limit={query.limit} total={total} onChange={setPage} />
    </div>
  );
}
