import './courses.css';
import { ClockCircleOutlined, TeamOutlined } from '@ant-design/icons';
import type { CourseListItem } from '@dtmm/shared';
import { Link } from 'react-router';
import { CoverImage } from '@/components/content/cover-image';
import { LabelTag } from '@/components/label-tag/label-tag';
import { courseDetailHref } from '../course-links';

/** Type, duration, title, description and audience of a course (portal.md 2.3). */
export function CourseCard({ course }: { course: CourseListItem }) {
  return (
    <Link className="tile course-card" to={courseDetailHref(course.id)}>
      <CoverImage fileId={course.coverImage} alt={course.title} />
      <div className="course-card__body">
        <div className="course-card__tags">
          <LabelTag color="blue">{course.courseType}</LabelTag>
          {course.duration ? (
            <span className="course-card__duration">
              <ClockCircleOutlined /> {course.duration}
            </span>
          ) : null}
        </div>
        <h3 className="course-card__title" title={course.title}>
          {course.title}
        </h3>
        <p className="course-card__description">{course.trainingDescription}</p>
        {course.targetAudience ? (
          <p className="course-card__audience" title={course.targetAudience}>
            <TeamOutlined /> {course.targetAudience}
          </p>
        ) : null}
      </div>
    </Link>
  );
}
