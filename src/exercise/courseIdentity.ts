/**
 * Which course this site is: what a submission file names, so a grader can tell a file of this course from
 * another's. The page and the tools read it from here only, and take it as a parameter everywhere below, so
 * course.yaml (issue #17) can replace this one module without touching them.
 */
export interface CourseIdentity {
  /** Stable across versions of the course: submissions are matched on it. */
  id: string;
  /** What people read: the home page's heading. */
  title: string;
}

/** The built-in course, until course.yaml says otherwise. */
export const BUILT_IN_COURSE: CourseIdentity = {
  id: 'tool-calling-agents',
  title: 'Build a tool-calling agent, one piece at a time',
};
