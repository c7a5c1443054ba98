/**
 * Comments say why, not which request asked for a change: a reader of the code has no
 * tracker, so a ticket number in a comment tells them nothing. The rule flags such
 * references in every linted file.
 */
const TRACKER_REF = /\b(?:issues?|tickets?|task)\s*#?\d+(?:\.\d+)?\b/i;

const noTrackerReference = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments explain why; they do not cite a tracker the reader lacks.' },
    schema: [],
    messages: { tracker: 'This comment cites a tracker ("{{text}}"): say why instead.' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const m = TRACKER_REF.exec(comment.value);
          if (m) context.report({ loc: comment.loc, messageId: 'tracker', data: { text: m[0].trim() } });
        }
      },
    };
  },
};

export const commentRules = [
  {
    plugins: { comments: { rules: { 'no-tracker-reference': noTrackerReference } } },
    rules: { 'comments/no-tracker-reference': 'error' },
  },
];
