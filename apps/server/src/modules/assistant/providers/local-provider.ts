import { access } from 'node:fs/promises';
import { ProviderError, type AssistantProvider, type ModelMessage } from './provider.js';
import { idleWatchdog } from './provider-http.js';

/**
 * A GGUF model run inside this process with node-llama-cpp (AI_MODEL_PATH).
 *
 * node-llama-cpp is deliberately NOT a dependency: it builds or downloads llama.cpp binaries on
 * install (heavy, and useless to everyone who runs Ollama or an API instead), and no model weights
 * come from npm anyway. It is imported by name at the first use, only when AI_MODEL_PATH is set. An
 * operator who wants it runs `npm install node-llama-cpp -w apps/server` and points AI_MODEL_PATH at
 * a .gguf file. Without the package, or with a path that names no file, GET /health shows `local`
 * offline and a question to it answers `model_not_found` with a suggestion saying which of the two
 * to fix. The model is loaded once and kept; each answer gets its own context (disposed after it),
 * and answers run one at a time, since each context holds the model's working memory.
 */

/** The module's name in a variable, so that neither TypeScript nor a bundler looks for it. */
const RUNTIME_MODULE = 'node-llama-cpp';

/** What this file uses of node-llama-cpp 3.x. */
export interface LlamaRuntime {
  getLlama: () => Promise<{ loadModel: (options: { modelPath: string }) => Promise<LlamaModel> }>;
  LlamaChatSession: new (options: { contextSequence: unknown }) => LlamaChatSession;
}
interface LlamaModel {
  createContext: () => Promise<{ getSequence: () => unknown; dispose: () => Promise<void> }>;
}
type ChatHistoryItem =
  { type: 'system'; text: string } | { type: 'user'; text: string } | { type: 'model'; response: string[] };
interface LlamaChatSession {
  setChatHistory: (history: ChatHistoryItem[]) => void;
  prompt: (
    text: string,
    options: { signal?: AbortSignal; stopOnAbortSignal?: boolean; onTextChunk?: (text: string) => void },
  ) => Promise<string>;
}

export interface LocalProviderOptions {
  modelPath: string;
  idleTimeoutMs: number;
  /** How node-llama-cpp is loaded; tests give a stand-in. */
  importRuntime?: () => Promise<unknown>;
}

const defaultImport = () => import(RUNTIME_MODULE) as Promise<unknown>;

const modelPathFailure = (detail: string) =>
  new ProviderError('model_not_found', detail, {
    suggestion: 'assistant.suggestion.checkEnv',
    values: { name: 'AI_MODEL_PATH' },
  });

function generationFailure(error: unknown): ProviderError {
  const detail = error instanceof Error ? error.message : String(error);
  return new ProviderError(/memory/iu.test(detail) ? 'out_of_memory' : 'connection_failed', detail);
}

function loadFailure(error: unknown): ProviderError {
  const detail = error instanceof Error ? error.message : String(error);
  if (/memory/iu.test(detail)) return new ProviderError('out_of_memory', detail);
  return modelPathFailure(`loading the model failed: ${detail}`);
}

/** The history and question in node-llama-cpp's chat history shape (the question goes to `prompt`). */
function chatHistory(messages: ModelMessage[]): { history: ChatHistoryItem[]; question: string } {
  const last = messages.at(-1);
  const history = messages.slice(0, -1).map((message): ChatHistoryItem => {
    if (message.role === 'assistant') return { type: 'model', response: [message.content] };
    return { type: message.role, text: message.content };
  });
  return { history, question: last?.content ?? '' };
}

export function createLocalProvider(options: LocalProviderOptions): AssistantProvider {
  const importRuntime = options.importRuntime ?? defaultImport;
  let runtime: Promise<LlamaRuntime> | undefined;
  let model: Promise<LlamaModel> | undefined;
  let queue: Promise<void> = Promise.resolve();

  const loadRuntime = () => {
    runtime ??= importRuntime().then((loaded) => loaded as LlamaRuntime);
    // A failed import is tried again next time (the package may have been installed meanwhile).
    runtime.catch(() => (runtime = undefined));
    return runtime;
  };
  const fileExists = () =>
    access(options.modelPath).then(
      () => true,
      () => false,
    );

  async function loadModel(): Promise<{ runtime: LlamaRuntime; model: LlamaModel }> {
    let loaded: LlamaRuntime;
    try {
      loaded = await loadRuntime();
    } catch (error) {
      throw new ProviderError('model_not_found', `node-llama-cpp could not be loaded: ${String(error)}`, {
        message: 'assistant.error.localRuntimeMissing',
        suggestion: 'assistant.suggestion.installLocalRuntime',
      });
    }
    if (!(await fileExists())) throw modelPathFailure(`no file at ${options.modelPath}`);
    model ??= loaded
      .getLlama()
      .then((llama) => llama.loadModel({ modelPath: options.modelPath }))
      .catch((error: unknown) => {
        model = undefined;
        throw loadFailure(error);
      });
    return { runtime: loaded, model: await model };
  }

  /** Waits for the answers before this one; the returned function lets the next one go. */
  async function takeTurn(): Promise<() => void> {
    const previous = queue;
    let release = () => {};
    queue = new Promise((resolve) => (release = resolve));
    await previous;
    return release;
  }

  return {
    service: 'local',
    model: options.modelPath.split(/[\\/]/u).at(-1) ?? 'local',
    async *stream(turn, signal) {
      const messages = await turn.modelMessages(signal);
      const loaded = await loadModel();
      const release = await takeTurn();
      const watchdog = idleWatchdog(options.idleTimeoutMs, signal);
      // Also stops the model when the reading ends early for any reason.
      const stop = new AbortController();
      let context: Awaited<ReturnType<LlamaModel['createContext']>> | undefined;
      let prompting: Promise<unknown> | undefined;
      try {
        context = await loaded.model.createContext();
        const session = new loaded.runtime.LlamaChatSession({ contextSequence: context.getSequence() });
        const { history, question } = chatHistory(messages);
        session.setChatHistory(history);
        const pieces: string[] = [];
        let wake: (() => void) | undefined;
        let ended = false;
        let failure: unknown;
        prompting = session
          .prompt(question, {
            signal: AbortSignal.any([watchdog.signal, stop.signal]),
            stopOnAbortSignal: true,
            onTextChunk: (text) => {
              watchdog.touch();
              pieces.push(text);
              wake?.();
            },
          })
          .catch((error: unknown) => (failure = error))
          .finally(() => {
            ended = true;
            wake?.();
          });
        for (;;) {
          const piece = pieces.shift();
          if (piece) yield piece;
          else if (piece === undefined && ended) break;
          else if (piece === undefined) await new Promise<void>((resolve) => (wake = resolve));
        }
        // With stopOnAbortSignal, a stop (the reader's or the idle watchdog's) ends the prompt normally.
        if (signal.aborted) return;
        const timedOut = watchdog.classify(new Error('stopped'));
        if (timedOut instanceof ProviderError) throw timedOut;
        if (failure) throw generationFailure(failure);
      } finally {
        stop.abort();
        await prompting;
        watchdog.dispose();
        await context?.dispose().catch(() => undefined);
        release();
      }
    },
    async checkHealth() {
      try {
        await loadRuntime();
      } catch {
        return false;
      }
      return fileExists();
    },
  };
}
