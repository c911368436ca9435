import type { ReactNode } from 'react';
import type { ConsoleOutput } from '../../core/runTypes';
import { VisibleText } from './VisibleText';

/** What the learner's code printed for one case, as text (never HTML), with the cut and any control characters made visible. */
export function ConsoleOutputView({
  output,
  title = 'Console output',
  heading = title,
}: {
  output: ConsoleOutput;
  /** The output's name, for assistive technology (and its heading, unless `heading` is given). */
  title?: string;
  heading?: ReactNode;
}) {
  if (output.lines.length === 0 && !output.truncated) return null;
  return (
    <div className="console-output">
      <h5>{heading}</h5>
      <pre aria-label={title} tabIndex={0}>
        {output.lines.map((line, index) => (
          <span key={index} className={`console-line console-${line.level}`}>
            {line.level === 'warn' || line.level === 'error' ? `[${line.level}] ` : ''}
            {/* Whole: the capture has cut it already (consoleCapture.ts), and its cut marker ends the line. */}
            <VisibleText text={line.text} shown={Infinity} />
            {'\n'}
          </span>
        ))}
      </pre>
      {output.truncated && <p className="truncated">Output truncated: this case printed more than is shown.</p>}
    </div>
  );
}
