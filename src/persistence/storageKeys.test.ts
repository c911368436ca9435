// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as keys from './storageKeys';

// Spelled out on purpose: learners' code from earlier visits lives under these names,
// so a change here must be a decision (with a migration), never a side effect.
describe('storageKeys', () => {
  it('names everything the site keeps under the v1 prefix, as earlier visits stored it', () => {
    expect(keys.STORAGE_PREFIX).toBe('tool-calling-playground:v1');
    expect(keys.codeKey('parse-tool-calls')).toBe('tool-calling-playground:v1:code:parse-tool-calls');
    expect(keys.codeKey('parse-tool-calls.py')).toBe('tool-calling-playground:v1:code:parse-tool-calls.py');
    expect(keys.backupKey('agent-loop')).toBe('tool-calling-playground:v1:backup:agent-loop');
    expect(keys.linkDraftKey('agent-loop')).toBe('tool-calling-playground:v1:link-draft:agent-loop');
    expect(keys.runningKey('agent-loop')).toBe('tool-calling-playground:v1:running:agent-loop');
    expect(keys.runLockName('agent-loop')).toBe('tool-calling-playground:v1:run:agent-loop');
    expect(keys.languageKey('agent-loop')).toBe('tool-calling-playground:v1:language:agent-loop');
    expect(keys.hintsKey('agent-loop')).toBe('tool-calling-playground:v1:hints:agent-loop');
    expect(keys.lastRunKey('agent-loop.py')).toBe('tool-calling-playground:v1:last-run:agent-loop.py');
    expect(keys.PROGRESS_KEY).toBe('tool-calling-playground:v1:progress');
    expect(keys.LIVE_ENDPOINT_KEY).toBe('tool-calling-playground:v1:live-endpoint');
    expect(keys.LIVE_API_KEY_KEY).toBe('tool-calling-playground:v1:live-api-key');
  });
});
