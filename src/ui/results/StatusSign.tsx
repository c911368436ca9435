import type { CaseStatus } from '../../grading/types';
import { STATUS } from './statusText';

/**
 * A status's sign beside its word, hidden from screen readers (the word says it). Timed out is an
 * hourglass drawn inline: no font Debian installs by default (DejaVu, Liberation) has ⧗ or ⌛,
 * and Chromium drew an empty box in their place.
 */
export function StatusSign({ status }: { status: CaseStatus }) {
  if (status === 'timeout')
    return (
      <svg className="status-sign" aria-hidden="true" viewBox="0 0 10 12" width="0.8em" height="0.96em" focusable="false">
        <path
          d="M1 0.75h8M1 11.25h8M2 0.75v1.5l3 3.75l3-3.75v-1.5M2 11.25v-1.5l3-3.75l3 3.75v1.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
          strokeLinejoin="round"
        />
        <path d="M3.2 10.5h3.6L5 8.6z" fill="currentColor" />
      </svg>
    );
  return <span aria-hidden="true">{STATUS[status].sign}</span>;
}
