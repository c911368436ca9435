import { useEffect, useEffectEvent, useState } from 'react';
import Editor, { loader } from '@monaco-editor/react';
import { setUpMonaco, monaco, typescript } from './monacoSetup';
import { TextareaEditor } from './TextareaEditor';
import { loadModuleTypes } from './moduleTypes';
import { useColorScheme } from './useColorScheme';
import { checkModelTypes } from './monacoTypeCheck';
import type { EditorProps } from './EditorProps';
import type { TypeCheck } from './typeCheck';
import { startTypeScriptService } from './typescriptService';
import { afterQuiet } from '../core/learnerActivity';
import { whenIdle } from '../core/whenIdle';

// Hand @monaco-editor/react our bundled Monaco: without this it fetches one from a CDN.
loader.config({ monaco: setUpMonaco() });

/**
 * The exercise's ambient types, present only while its editor is: two
 * exercises may both declare a global `Message` or `ToolCall`, and seeing
 * both at once would be a duplicate-declaration error.
 */
function useExerciseTypes(path: string, types: string) {
  useEffect(() => {
    if (!types) return;
    const lib = typescript.typescriptDefaults.addExtraLib(types, `file:///${path.replace(/\W+/g, '-')}-types.d.ts`);
    return () => lib.dispose();
  }, [path, types]);
}

/** Declarations of importable modules, added once per module for the whole editor. */
const loadedModules = new Set<string>();
function useModuleTypes(modules: string[]) {
  const key = modules.join(',');
  useEffect(() => {
    for (const name of key ? key.split(',') : []) {
      if (loadedModules.has(name)) continue;
      loadedModules.add(name);
      void loadModuleTypes(name).then((files) => {
        for (const [path, text] of Object.entries(files ?? {})) {
          typescript.typescriptDefaults.addExtraLib(text, `file:///node_modules/${name}/${path}`);
        }
      });
    }
  }, [key]);
}

/** How long the learner must pause (no key, no click) before TypeScript's language service boots. */
const TYPESCRIPT_QUIET_MS = 1_000;

/**
 * Monaco behind the editor interface. Loaded lazily (this module pulls in
 * Monaco), so the lesson shows before it; until it is ready the textarea
 * stands in, already showing and editing the code.
 */
export default function MonacoEditor(props: EditorProps) {
  const { value, onChange, onRun, label, types, path, revealLine, modules, language = 'typescript', markers, onTypeChecker } = props;
  const scheme = useColorScheme();
  const [editor, setEditor] = useState<monaco.editor.IStandaloneCodeEditor>();
  useExerciseTypes(path, types);
  useModuleTypes(modules);

  // Ctrl/Cmd+Enter calls the latest onRun, without adding the editor action again each time onRun changes.
  const run = useEffectEvent(() => onRun());
  useEffect(() => {
    if (!editor) return;
    const action = editor.addAction({
      id: 'playground.run',
      label: 'Run the tests',
      keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter],
      run: () => run(),
    });
    return () => action.dispose();
  }, [editor]);

  // The page's way to ask, at a Run, what TypeScript finds wrong in the code (Python has no checker here).
  // The checker is taken back through the callback it was given to: the language switch that ends it also takes the
  // callback away (no checker for Python), and a checker left with the page would type-check Python as TypeScript.
  useEffect(() => {
    if (!editor || language !== 'typescript' || !onTypeChecker) return;
    const check: TypeCheck = async () => {
      const model = editor.getModel();
      return model ? checkModelTypes(model) : undefined;
    };
    onTypeChecker(check);
    return () => onTypeChecker(undefined);
  }, [editor, language, onTypeChecker]);

  // TypeScript's language service starts once the learner pauses after the editor opens (see typescriptService.ts).
  useEffect(() => (editor ? afterQuiet(TYPESCRIPT_QUIET_MS, () => whenIdle(startTypeScriptService)) : undefined), [editor]);

  useRevealLine(editor, revealLine);

  useTraceLine(editor, props.traceLine);

  // The last Run's errors on their lines (Python's: TypeScript's own service marks TypeScript).
  useEffect(() => {
    const model = editor?.getModel();
    if (!model) return;
    monaco.editor.setModelMarkers(
      model,
      'run',
      (markers ?? [])
        .filter((marker) => marker.line >= 1 && marker.line <= model.getLineCount())
        .map((marker) => ({
          severity: monaco.MarkerSeverity.Error,
          message: marker.message,
          startLineNumber: marker.line,
          startColumn: marker.column ?? (model.getLineFirstNonWhitespaceColumn(marker.line) || 1),
          endLineNumber: marker.line,
          endColumn: model.getLineMaxColumn(marker.line),
        })),
    );
  }, [editor, markers]);

  return (
    <Editor
      path={path}
      language={language}
      value={value}
      theme={scheme === 'dark' ? 'vs-dark' : 'vs'}
      onChange={(next) => onChange(next ?? '')}
      onMount={(mounted) => {
        setEditor(mounted);
        props.onReady?.();
      }}
      loading={<TextareaEditor {...props} onReady={undefined} />}
      options={{
        ariaLabel: label,
        minimap: { enabled: false },
        fontSize: 14,
        // PEP 8 indents Python by four spaces.
        tabSize: language === 'python' ? 4 : 2,
        scrollBeyondLastLine: false,
        automaticLayout: true,
        fixedOverflowWidgets: true,
        wordWrap: 'on',
        lineNumbersMinChars: 3,
        accessibilitySupport: 'auto',
      }}
    />
  );
}

/** The trace step's line, marked as a whole line and kept in view; the caret and the focus stay where they are. */
function useTraceLine(editor: monaco.editor.IStandaloneCodeEditor | undefined, line: number | undefined) {
  useEffect(() => {
    if (!editor || line === undefined) return;
    const model = editor.getModel();
    if (!model || line < 1 || line > model.getLineCount()) return;
    const marks = editor.createDecorationsCollection([
      {
        range: new monaco.Range(line, 1, line, model.getLineMaxColumn(line)),
        options: { isWholeLine: true, className: 'trace-current-line', linesDecorationsClassName: 'trace-current-gutter' },
      },
    ]);
    editor.revealLineInCenterIfOutsideViewport(line);
    return () => marks.clear();
  }, [editor, line]);
}

/** An error's line, when the learner asks to see it: in view, the caret on it and the focus in the code. */
function useRevealLine(editor: monaco.editor.IStandaloneCodeEditor | undefined, revealLine: EditorProps['revealLine']) {
  useEffect(() => {
    if (!editor || !revealLine) return;
    const position = { lineNumber: revealLine.line, column: revealLine.column ?? 1 };
    editor.revealLineInCenter(position.lineNumber);
    editor.setPosition(position);
    editor.focus();
  }, [editor, revealLine]);
}
