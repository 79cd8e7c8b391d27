export const courseDetailHref = (id: string) => `/empowerment/popularCourses/detail?${new URLSearchParams({ id })}`;
