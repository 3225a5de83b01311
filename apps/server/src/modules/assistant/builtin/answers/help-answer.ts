import type { AnswerContext, WorkspaceAnswer } from './answer-context.js';

/**
 * What the assistant is and what it answers, with example questions in the asker's language: for a
 * greeting, a question about itself, or a question it did not understand (said first). No facts.
 */
export function helpAnswer(context: Pick<AnswerContext, 'texts'>, understood: boolean): WorkspaceAnswer {
  const { help } = context.texts;
  return {
    markdown: [
      understood ? help.greeting : help.notUnderstood,
      '',
      help.intro,
      '',
      ...help.examples.map((example) => `- ${example}`),
      '',
      help.moreTip,
      '',
      help.models,
    ],
    facts: null,
  };
}
