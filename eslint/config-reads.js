// ESLint rule: run-time config is read through the one accessor, when it is used.
// Identifiers imported from a staff-editable generated config module (`uiConfig`, `menusConfig`,
// `productsConfig`, `popupChainConfig`, `messages`) hold the BUILT-IN values: they may appear only
// inside the first argument of `useConfig(...)` / `readConfig(...)` (which give the active
// version's value), in types, or in imports. And those calls run inside a function: a value
// read at import time keeps the version of that moment (docs/config.md).

const MODULES = new Set([
  '@/generated/config/ui',
  '@/generated/config/menus',
  '@/generated/config/products',
  '@/generated/config/popup-chain',
  '@/generated/config/messages',
  '@/generated/config/messages-studio',
]);
const ACCESSORS = new Set(['useConfig', 'readConfig']);

/** The accessor call whose first argument contains `node`, if any. */
function accessorCall(node) {
  let child = node;
  for (let p = node.parent; p; child = p, p = p.parent) {
    if (p.type === 'CallExpression' && p.arguments[0] === child) {
      return p.callee.type === 'Identifier' && ACCESSORS.has(p.callee.name) ? p : null;
    }
    if (p.type !== 'MemberExpression' || p.object !== child || p.computed) return null;
  }
  return null;
}

function insideFunction(node) {
  for (let p = node.parent; p; p = p.parent)
    if (
      p.type === 'FunctionDeclaration' ||
      p.type === 'FunctionExpression' ||
      p.type === 'ArrowFunctionExpression'
    )
      return true;
  return false;
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Read staff-editable config through useConfig/readConfig, never at import',
    },
    schema: [],
    messages: {
      direct:
        "'{{name}}' is the built-in config: read the active version with useConfig({{name}}…) in a component or readConfig({{name}}…) elsewhere.",
      atImport:
        'Config read at import time keeps the version of that moment: call {{accessor}} inside the function that uses the value.',
    },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (!MODULES.has(node.source.value) || node.importKind === 'type') return;
        for (const spec of node.specifiers) {
          if (spec.type !== 'ImportSpecifier' || spec.importKind === 'type') continue;
          const variable = context.sourceCode
            .getDeclaredVariables(spec)
            .find((v) => v.name === spec.local.name);
          for (const ref of variable?.references ?? []) {
            const id = ref.identifier;
            if (id.parent?.type === 'TSTypeQuery' || id.parent?.type === 'TSQualifiedName')
              continue;
            const call = accessorCall(id);
            if (!call) {
              context.report({ node: id, messageId: 'direct', data: { name: id.name } });
              continue;
            }
            if (!insideFunction(call))
              context.report({
                node: call,
                messageId: 'atImport',
                data: { accessor: call.callee.name },
              });
          }
        }
      },
    };
  },
};
