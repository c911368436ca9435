/**
 * Which course a submission file is of, so a grader can tell a file of this course from another's: the
 * course's `id` (course.yaml), stable across its versions, and the heading people read. The page takes it
 * from `virtual:course`, the tools from the course they were given; both through identityOf.
 */
export interface CourseIdentity {
  /** Stable across versions of the course: submissions are matched on it. */
  id: string;
  /** What people read: the home page's heading. */
  title: string;
}

export function identityOf(course: { id: string; heading: string }): CourseIdentity {
  return { id: course.id, title: course.heading };
}
