import { useMemo, type ComponentType } from 'react';
import type { Exercise } from '../exercise/types';
import type { LanguageId } from '../core/language';
import type { RunState } from '../grading/runState';
import type { EditorProps } from '../editor/EditorProps';
import { errorMarkers } from '../editor/errorMarkers';

interface Props {
  /** The editor implementation the app was given (Monaco in the browser, a textarea in tests). */
  Editor: ComponentType<EditorProps>;
  exercise: Exercise;
  language: LanguageId;
  code: string;
  onChange: (code: string) => void;
  onRun: () => void;
  /** The last Run, whose errors Python's code is marked with. */
  run: RunState;
  revealLine?: EditorProps['revealLine'];
  traceLine?: number;
  onTypeChecker?: EditorProps['onTypeChecker'];
  onReady?: EditorProps['onReady'];
}

/** The code editor of an exercise: one document per exercise and language, with the exercise's types and modules. */
export function ExerciseEditor({
  Editor,
  exercise,
  language,
  code,
  onChange,
  onRun,
  run,
  revealLine,
  traceLine,
  onTypeChecker,
  onReady,
}: Props) {
  const markers = useMemo(() => errorMarkers(run), [run]);
  return (
    <Editor
      path={`file:///${exercise.slug}/solution.${language === 'python' ? 'py' : 'ts'}`}
      language={language}
      // TypeScript's own language service marks TypeScript's errors.
      markers={language === 'python' ? markers : undefined}
      value={code}
      onChange={onChange}
      onRun={onRun}
      label="Code editor"
      types={exercise.types}
      modules={[...exercise.modules, ...exercise.typeImports]}
      revealLine={revealLine}
      traceLine={traceLine}
      onTypeChecker={language === 'python' ? undefined : onTypeChecker}
      onReady={onReady}
    />
  );
}
