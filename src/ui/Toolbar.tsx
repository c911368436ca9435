import { useState, type ReactNode } from 'react';
import type { CodeState } from '../persistence/codeSession';

interface Props {
  running: boolean;
  save: CodeState['save'];
  onRun: () => void;
  onReset: () => void;
  /** Copies the share link; says whether the copy worked, and the link for copying by hand if not. */
  onShare: () => Promise<{ copied: boolean; link: string }>;
  /** The last Run's verdict, shown beside Run (on a phone the results are far below it). */
  verdict?: { passedSteps: number; totalSteps: number; solved: boolean; randomFailed?: boolean };
  /** Moves to the results. */
  onShowResults?: () => void;
  /** More actions, after Share (the "Download submission" disclosure). */
  children?: ReactNode;
}

/** Every step passed, but the generated (random) inputs found a failure. */
function onlyRandomFailed(verdict: NonNullable<Props['verdict']>): boolean {
  return !verdict.solved && verdict.randomFailed === true && verdict.passedSteps === verdict.totalSteps;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const RUN_SHORTCUT = isMac ? '⌘+Enter' : 'Ctrl+Enter';

/** Run, Reset (asks first), Share (copies a link), and whether the code is saved. */
export function Toolbar({ running, save, onRun, onReset, onShare, verdict, onShowResults, children }: Props) {
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [shareStatus, setShareStatus] = useState<{ copied: boolean; link: string }>();
  const share = async () => setShareStatus(await onShare());

  return (
    <div className="toolbar" role="toolbar" aria-label="Code actions">
      <button type="button" className="run-button" onClick={onRun} aria-keyshortcuts="Control+Enter Meta+Enter">
        {running ? 'Run again' : 'Run'} <kbd>{RUN_SHORTCUT}</kbd>
      </button>
      {verdict && (
        // The visible "0/6" starts the accessible name: what is seen is what a voice user says.
        <button
          type="button"
          className={`verdict-chip ${verdict.solved ? 'verdict-chip-pass' : 'verdict-chip-fail'}`}
          onClick={onShowResults}
        >
          <span aria-hidden="true">{verdict.solved ? '✓ ' : '✗ '}</span>
          {verdict.passedSteps}/{verdict.totalSteps} <span className="visually-hidden">steps passed</span>
          {/* Every step passed and still not solved: say why, or "✗ 6/6" reads as a contradiction. */}
          {onlyRandomFailed(verdict) ? (
            ', a random input failed'
          ) : verdict.solved ? (
            ''
          ) : (
            <span className="visually-hidden">, something to fix</span>
          )}
          <span className="visually-hidden">: go to the results</span>
        </button>
      )}
      {confirmingReset ? (
        <span className="confirm" role="group" aria-label="Confirm reset">
          <span>Replace your code with the starter code?</span>
          <button
            type="button"
            onClick={() => {
              setConfirmingReset(false);
              onReset();
            }}
          >
            Replace
          </button>
          <button type="button" onClick={() => setConfirmingReset(false)} autoFocus>
            Cancel
          </button>
        </span>
      ) : (
        <button type="button" onClick={() => setConfirmingReset(true)}>
          Reset
        </button>
      )}
      <button type="button" onClick={() => void share()}>
        Share
      </button>
      {children}
      <span className={`save-status save-${save.status}`} role="status">
        {save.status === 'failed' ? `Not saved: ${save.reason}` : save.status === 'saved' ? 'Saved' : 'Saving…'}
      </span>
      {shareStatus?.copied && (
        <span className="share-status" role="status">
          Link copied
        </span>
      )}
      {shareStatus && !shareStatus.copied && (
        <label className="share-fallback">
          Copy this link:
          <input readOnly value={shareStatus.link} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
