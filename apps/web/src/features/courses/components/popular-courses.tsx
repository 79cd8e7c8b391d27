import { COURSE_PAGE_SIZE, COURSE_TYPES } from '@dtmm/shared';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useCoursePage } from '../api/courses';
import { CourseGrid } from './course-grid';

const TAB_ITEMS = COURSE_TYPES.map((type) => ({ key: type, label: type }));

/** The empowerment home's popular courses: four course-type tabs, four courses each (portal.md 2.3, 9). */
export function PopularCourses() {
  const [courseType, setCourseType] = useState<string>(COURSE_TYPES[0]);
  const { data, isLoading, isFetching } = useCoursePage({ page: 1, limit: COURSE_PAGE_SIZE, courseType });
  return (
    <>
      <Tabs className="section-tabs" activeKey={courseType} items={TAB_ITEMS} onChange={setCourseType} />
      <CourseGrid
        courses={data?.list ?? []}
        isLoading={isLoading}
        isFetching={isFetching}
        skeletonCount={COURSE_PAGE_SIZE}
      />
    </>
  );
}
