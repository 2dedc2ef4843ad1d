/**
 * diamond-ledger/no-silent-catch: an error that is caught and then ignored must say why that is
 * safe. Reported: a `catch` clause that has no binding or never reads it, and a `.catch(fn)` whose
 * handler takes no parameter or never reads it — unless a comment is inside the handler or on one
 * of its lines (the `catch` line included), or, for a `.catch(` that begins its line in a chain, on
 * the line just above it. A handler that reads the error (logs it, shows it,
 * rethrows it) is handling it and needs no comment.
 */

/** Whether none of the variables a pattern (a catch binding or a parameter) declares is read. */
function ignored(sourceCode, owner, pattern) {
  if (!pattern) return true;
  return sourceCode.getDeclaredVariables(owner).every((variable) => variable.references.length === 0);
}

/** Whether a comment starts on a line from `first` to `last`. */
function commented(sourceCode, first, last) {
  return sourceCode.getAllComments().some((comment) => comment.loc.start.line >= first && comment.loc.start.line <= last);
}

const noSilentCatch = {
  meta: {
    type: 'problem',
    docs: { description: 'an ignored error carries a comment saying why ignoring it is safe' },
    schema: [],
    messages: {
      clause: 'This catch ignores its error: handle it, or say on this line or inside it why ignoring it is safe.',
      handler: 'This .catch() ignores its error: handle it, or say on this line or inside the handler why ignoring it is safe.',
    },
  },
  create(context) {
    const { sourceCode } = context;
    return {
      CatchClause(node) {
        if (!ignored(sourceCode, node, node.param)) return;
        if (commented(sourceCode, node.loc.start.line, node.loc.end.line)) return;
        context.report({ node, messageId: 'clause' });
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || callee.property.name !== 'catch') return;
        const handler = node.arguments[0];
        if (!handler || (handler.type !== 'ArrowFunctionExpression' && handler.type !== 'FunctionExpression')) return;
        if (!ignored(sourceCode, handler, handler.params[0])) return;
        const line = callee.property.loc.start.line;
        const dot = sourceCode.getTokenBefore(callee.property);
        const startsLine = dot && dot.loc.start.line === line && sourceCode.getTokenBefore(dot)?.loc.end.line !== line;
        if (commented(sourceCode, startsLine ? line - 1 : line, node.loc.end.line)) return;
        context.report({ node: callee.property, messageId: 'handler' });
      },
    };
  },
};

export default { meta: { name: 'diamond-ledger' }, rules: { 'no-silent-catch': noSilentCatch } };
