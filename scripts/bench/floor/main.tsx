/**
 * The floor `npm run bench` compares the playground with: the least a page can do to show a lesson,
 * an editor and the result of a function run in a fresh Web Worker: React and @monaco-editor/react
 * with the local Monaco set up as that package documents (the whole of `monaco-editor`, its editor
 * and TypeScript workers); no router, no store, no sandbox. It uses the class names and labels the bench's probe looks for
 * (scripts/bench/pageProbe.ts), so both pages are timed by the same code.
 */
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Editor, { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TsWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';
import RunnerWorker from './runner.worker.ts?worker';

// The setup @monaco-editor/react documents for a local Monaco: the whole package, its workers.
self.MonacoEnvironment = {
  getWorker: (_id, label) => (label === 'typescript' || label === 'javascript' ? new TsWorker() : new EditorWorker()),
};
loader.config({ monaco });

const CODE = `function parseToolCalls(text) {
  const calls = [];
  for (const match of text.matchAll(/<tool_call>(.*?)<\\/tool_call>/gs)) calls.push(JSON.parse(match[1]));
  return calls;
}
`;
const INPUTS = Array.from({ length: 47 }, (_, i) => `Call ${i}: <tool_call>{"name": "search", "arguments": {"q": "${i}"}}</tool_call>`);

function FloorPage() {
  const code = useRef(CODE);
  const [busy, setBusy] = useState(false);
  const [verdict, setVerdict] = useState<string | null>(null);
  const run = () => {
    setBusy(true);
    setVerdict(null);
    const worker = new RunnerWorker();
    worker.onmessage = (event: MessageEvent<unknown[]>) => {
      worker.terminate();
      setVerdict(event.data.length === INPUTS.length ? 'All 6 steps passed.' : 'Something failed.');
      setBusy(false);
    };
    worker.postMessage({ code: code.current, inputs: INPUTS });
  };
  return (
    <main>
      <article aria-label="Lesson">
        <h2>Parse tool calls</h2>
        <p>Find every tool call block in a model reply, parse its JSON, and return the calls in order.</p>
      </article>
      <div style={{ height: 400 }}>
        <Editor
          defaultLanguage="typescript"
          defaultValue={CODE}
          onChange={(value) => (code.current = value ?? '')}
          options={{ ariaLabel: 'Code editor', minimap: { enabled: false } }}
        />
      </div>
      <button type="button" className="run-button" onClick={run}>
        Run
      </button>
      <section aria-label="Results" aria-busy={busy}>
        {verdict && (
          <p className="summary-pass">
            <strong>{verdict}</strong>
          </p>
        )}
      </section>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FloorPage />
  </StrictMode>,
);
